export { createMailer, DEFAULT_FROM, type MailerOptions } from "./mailer";
export { createOutboxRoutes, type OutboxMessage } from "./outboxRoutes";
