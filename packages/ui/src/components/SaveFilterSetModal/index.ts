export { SaveFilterSetModal, type SaveFilterSetModalProps } from "./SaveFilterSetModal";
