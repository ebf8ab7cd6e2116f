export { submitEmptyOnEnter } from "./submitEmptyOnEnter";
export { input, TextField, type TextFieldProps } from "./TextField";
