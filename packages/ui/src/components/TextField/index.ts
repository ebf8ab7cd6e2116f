export { input, TextField, type TextFieldProps } from "./TextField";
