export { loader, default } from './unavailable.tsx';
