// The story's viewport changes under the stories: a full-page screenshot grows it and shrinks it
// back, and stories on a phone's viewport shrink it. react-aria takes a visual viewport that shrinks
// by 100 px or more, near a text field's focus, for an on-screen keyboard opening, and from then on
// keeps every modal and popover hidden while it waits for a keyboard (up to 600 ms per overlay): on a
// fast machine the stories after such a change opened overlays that were still invisible. The test
// page has no on-screen keyboard, so react-aria is not told of visual viewport resizes at all: this
// capturing listener at the visual viewport runs before its listener, whenever that was added.
// (Stories render after their viewport is set, so what they measure on mount is right.)
window.visualViewport?.addEventListener("resize", (event) => event.stopImmediatePropagation(), {
  capture: true,
});
