// Being built for issue 4: answers 404 until then.
export { loader, default } from './unavailable.tsx';
