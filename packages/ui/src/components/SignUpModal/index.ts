export { SignUpModal, type SignUpModalProps } from "./SignUpModal";
