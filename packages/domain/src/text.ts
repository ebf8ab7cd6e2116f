/** Cutting long texts and lists for display, with a Show More / Show Less toggle (001 §2, §9). */
import { DESCRIPTION_CUT_LENGTH, PREVIEW_LIST_SIZE } from "./constants";

export interface CutText {
  text: string;
  /** The text is longer than the cut, so the toggle shows. */
  isCut: boolean;
}

/** A product description cut at 2,000 characters (whole characters, an ellipsis marks the cut). */
export function cutDescription(description: string, expanded: boolean): CutText {
  const characters = Array.from(description);
  if (characters.length <= DESCRIPTION_CUT_LENGTH) return { text: description, isCut: false };
  return {
    text: expanded ? description : `${characters.slice(0, DESCRIPTION_CUT_LENGTH).join("")}…`,
    isCut: true,
  };
}

export interface Preview<T> {
  visible: readonly T[];
  /** More items than the preview: Show More / Show Less applies. */
  hasMore: boolean;
}

/** Apps and technologies: the first 5, or all when expanded. */
export function previewList<T>(items: readonly T[], expanded: boolean): Preview<T> {
  const hasMore = items.length > PREVIEW_LIST_SIZE;
  return { visible: expanded || !hasMore ? items : items.slice(0, PREVIEW_LIST_SIZE), hasMore };
}
