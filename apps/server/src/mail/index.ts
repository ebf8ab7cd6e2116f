export { createMailer, DEFAULT_FROM, type MailerOptions, type OutboxMailer } from "./mailer";
export { createOutboxRoutes, type OutboxMessage } from "./outboxRoutes";
