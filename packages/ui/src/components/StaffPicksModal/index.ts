export { StaffPicksModal, type StaffPicksModalProps } from "./StaffPicksModal";
