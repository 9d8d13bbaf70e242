export { TextField } from './form-fields.tsx';
