// Storybook's React renderer wraps every event user-event dispatches in React's act(), which renders
// and commits what the event changed before returning. user-event also dispatches events from its
// own focus listeners (a `change` when a field it typed into loses focus), and those can run inside
// React's commit: a typed field removed by a re-render (CollectionsSidebar's Create) or focus moved
// by an effect. act() there renders again inside the commit ("Should not already be working."),
// and react-dom keeps its "flushing sync work" flag set for good: from then on no press, menu or
// modal on that page renders. A page per story file hid it; story files now share a page.
import { configure, getConfig } from "storybook/test";

type EventWrapper = (dispatch: () => unknown) => unknown;

const wrapped = new WeakSet<EventWrapper>();
/** Dispatches currently inside act(), as Storybook's wrapper started them. */
let inAct = 0;

/**
 * An event user-event dispatches while the page is inside another event's dispatch (window.event
 * is set) and outside act() is dispatched without act(): it runs as the browser would run it, and
 * React renders its effects in its own time. Every other dispatch goes through act() as before.
 */
function outsideCommits(actWrapper: EventWrapper): EventWrapper {
  const wrapper: EventWrapper = (dispatch) => {
    if (inAct === 0 && window.event !== undefined) return dispatch();
    inAct++;
    try {
      return actWrapper(dispatch);
    } finally {
      inAct--;
    }
  };
  wrapped.add(wrapper);
  return wrapper;
}

/** Storybook's renderer configures its act() wrapper before every story file: wrap it again. */
export function keepActOutOfCommits(): void {
  const { eventWrapper } = getConfig() as { eventWrapper: EventWrapper };
  if (!wrapped.has(eventWrapper)) configure({ eventWrapper: outsideCommits(eventWrapper) });
}
