export { RenameFilterSetModal, type RenameFilterSetModalProps } from "./RenameFilterSetModal";
