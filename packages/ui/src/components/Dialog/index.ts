export { DialogTrigger, Modal, type ModalProps, modal, modalOverlay } from "./Dialog";
