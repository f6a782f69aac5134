import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Every page shows the shop's layout (header, footer, store switcher) and reads the storefront
// data; in one chunk those small modules cost one request and one gzip window instead of a dozen.
const layoutModules =
  /\/app\/(components\/(Layout|Header|Footer|StoreSwitcher|TopBar|SearchBox|GiftcardsMenu|TrustMarks|ScrollTopButton|Icon|NotFound|CardImage|SmartLink)\.tsx|lib\/(store-data|locate|i18n|analytics|use-dismiss|meta|graphql-client)\.tsx?)$|\/common\/(storefronts|paths|route-table|metadata|language-form)\.ts$/;

// The form kit without Conform or zod and the plain rules it checks with (decision 038), with the
// TextArea the product page's form has too: the product page loads all of it, in one chunk rather
// than four (its JavaScript budget). The other forms load the chunk for FormAlert and SubmitButton.
const lightFormModules =
  /\/app\/components\/form\/(light|use-checked-form|FormAlert|FieldError|SubmitButton)\.tsx?$|\/app\/components\/ui\/(TextArea|charCount)\.tsx?$|\/common\/rules\/(checks|text)\.ts$/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'layout', test: layoutModules },
            { name: 'form-light', test: lightFormModules },
          ],
        },
      },
    },
  },
});
