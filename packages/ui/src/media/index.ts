export { type Media, type MediaConfig, MediaProvider, useMedia } from "./MediaContext";
