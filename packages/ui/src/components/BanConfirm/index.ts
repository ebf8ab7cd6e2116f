export { BanConfirm, type BanConfirmProps, type BanKind, type BanState } from "./BanConfirm";
