export { DeleteAccountConfirm, type DeleteAccountConfirmProps } from "./DeleteAccountConfirm";
