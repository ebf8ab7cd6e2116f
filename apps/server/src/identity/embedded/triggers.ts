// cognito-local calls triggers through a Lambda client; this one runs them in-process instead
// of over HTTP, so no Lambda endpoint (and no aws-sdk v2 client) is needed.
import { LambdaService } from "cognito-local/lib/services/index.js";
import { CODE_PLACEHOLDER, confirmationLink, resetCodeMail, signUpMail } from "./messages";

interface TriggerEvent {
  triggerSource: string;
  userName: string;
  request: { userAttributes?: Record<string, string>; codeParameter?: string };
  response: Record<string, unknown>;
}

type TriggerHandler = (event: TriggerEvent) => TriggerEvent;

export interface TriggerOptions {
  publicOrigin: string;
  productName: string;
}

const FUNCTIONS = { CustomMessage: "customMessage", PreTokenGeneration: "preTokenGeneration" };

/** CustomMessage: the sign-up mail carries a confirmation link, the reset mail the code. */
export function customMessage(options: TriggerOptions): TriggerHandler {
  return (event) => {
    const name = event.request.userAttributes?.name;
    const code = event.request.codeParameter ?? CODE_PLACEHOLDER;
    switch (event.triggerSource) {
      case "CustomMessage_SignUp":
      case "CustomMessage_ResendCode": {
        const link = confirmationLink(options.publicOrigin, event.userName, code);
        return { ...event, response: signUpMail(options.productName, name, link) };
      }
      case "CustomMessage_ForgotPassword":
        return { ...event, response: resetCodeMail(options.productName, name, code) };
      default:
        return event;
    }
  };
}

/** PreTokenGeneration: cognito-local leaves `name` out of the ID token; add it back. */
export const preTokenGeneration: TriggerHandler = (event) => {
  const name = event.request.userAttributes?.name;
  return {
    ...event,
    response: {
      claimsOverrideDetails: name ? { claimsToAddOrOverride: { name } } : {},
    },
  };
};

export function createTriggers(options: TriggerOptions): LambdaService {
  const handlers: Record<string, TriggerHandler> = {
    [FUNCTIONS.CustomMessage]: customMessage(options),
    [FUNCTIONS.PreTokenGeneration]: preTokenGeneration,
  };
  const client = {
    invoke: (params: { FunctionName: string; Payload: string }) => ({
      promise: async () => {
        const handler = handlers[params.FunctionName];
        if (!handler) throw new Error(`No in-process trigger named ${params.FunctionName}.`);
        try {
          const result = handler(JSON.parse(params.Payload) as TriggerEvent);
          return { StatusCode: 200, Payload: JSON.stringify(result) };
        } catch (error) {
          const errorMessage = error instanceof Error ? error.message : String(error);
          return {
            StatusCode: 200,
            FunctionError: "Unhandled",
            Payload: JSON.stringify({ errorMessage }),
          };
        }
      },
    }),
  };
  return new LambdaService(
    FUNCTIONS,
    client as unknown as ConstructorParameters<typeof LambdaService>[1],
  );
}
