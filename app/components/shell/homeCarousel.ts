// The home carousel (SPEC §2.2, ADR 0027): centred slides 20 px apart, clickable pagination, looping
// and autoplaying every 5 s. The server renders a CSS scroll-snap strip that a finger swipes natively
// with or without JavaScript; this takes it over in place once the browser is idle after hydration:
// copies of the end slides make the loop seamless, the bullets follow the scroll, a timer advances it
// and a mouse can drag it. The browser scrolls on its compositor, so no frame waits for this script.
export const AUTOPLAY_DELAY_MS = 5000;
// Copies at each end: the one next to the real slides can be centred, the outer one fills the edge.
const COPIES = 2;
const DRAG_THRESHOLD_PX = 40;

export function startCarousel(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>(".banner-track");
  if (!track) return () => {};
  const slides = Array.from(track.children) as HTMLElement[];
  const bullets = Array.from(root.querySelectorAll<HTMLButtonElement>(".banner-bullet"));
  const count = slides.length;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const autoplay = !reducedMotion;
  const firesScrollEnd = "onscrollend" in track;

  const originals = new WeakMap<Element, HTMLElement>();
  const copy = (slide: HTMLElement) => {
    const clone = slide.cloneNode(true) as HTMLElement;
    clone.setAttribute("aria-hidden", "true");
    clone.removeAttribute("role");
    clone.removeAttribute("aria-label");
    for (const link of clone.querySelectorAll("a")) link.tabIndex = -1;
    originals.set(clone, slide);
    return clone;
  };
  const copies = [...slides.slice(-COPIES).map(copy), ...slides.slice(0, COPIES).map(copy)];
  track.prepend(...copies.slice(0, COPIES));
  track.append(...copies.slice(COPIES));
  root.classList.add("banner-carousel--running");
  track.setAttribute("aria-live", autoplay ? "off" : "polite");

  // Slides are one width apart, so the child nearest the centre follows from the scroll offset.
  const at = (index: number) => track.children[index] as HTMLElement;
  const centred = (index: number) => at(index).offsetLeft + at(index).offsetWidth / 2 - track.clientWidth / 2;
  const nearest = () => Math.round((track.scrollLeft - centred(0)) / (at(1).offsetLeft - at(0).offsetLeft));
  const real = (index: number) => (((index - COPIES) % count) + count) % count;
  const goTo = (index: number, smooth: boolean) =>
    track.scrollTo({ left: centred(index), behavior: smooth && !reducedMotion ? "smooth" : "instant" });

  let shown = -1;
  const show = (slide: number) => {
    if (slide === shown) return;
    shown = slide;
    bullets.forEach((bullet, index) => {
      bullet.classList.toggle("banner-bullet--active", index === slide);
      if (index === slide) bullet.setAttribute("aria-current", "true");
      else bullet.removeAttribute("aria-current");
    });
  };

  let timer = 0;
  let hovered = false;
  let held = false;
  const restart = () => {
    window.clearTimeout(timer);
    if (autoplay && !hovered && !held && !document.hidden) {
      timer = window.setTimeout(() => {
        goTo(nearest() + 1, true);
        restart();
      }, AUTOPLAY_DELAY_MS);
    }
  };

  // Once the scroll comes to rest on a copy, jump to the real slide it shows: the loop has no end.
  const settle = () => {
    if (drag) return;
    const index = nearest();
    const inside = real(index) + COPIES;
    if (inside !== index) goTo(inside, false);
    root.classList.remove("banner-carousel--dragging");
    show(real(index));
    restart();
  };
  let frame = 0;
  let settleTimer = 0;
  const onScroll = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      show(real(nearest()));
    });
    if (!firesScrollEnd) {
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(settle, 150);
    }
  };

  let drag: { x: number; from: number; moved: boolean } | null = null;
  let swallowClick = false;
  const hold = () => {
    held = true;
    window.clearTimeout(timer);
  };
  const release = () => {
    held = false;
    restart();
  };
  const onMouseDown = (event: MouseEvent) => {
    if (event.button !== 0) return;
    drag = { x: event.clientX, from: nearest(), moved: false };
    hold();
  };
  const onMouseMove = (event: MouseEvent) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    if (!drag.moved && Math.abs(dx) > 5) {
      drag.moved = true;
      root.classList.add("banner-carousel--dragging");
    }
    if (drag.moved) track.scrollLeft = centred(drag.from) - dx;
  };
  const onMouseUp = (event: MouseEvent) => {
    if (!drag) return;
    const { x, from, moved } = drag;
    drag = null;
    if (moved) {
      const dx = event.clientX - x;
      swallowClick = true;
      window.setTimeout(() => (swallowClick = false));
      goTo(from + (dx < -DRAG_THRESHOLD_PX ? 1 : dx > DRAG_THRESHOLD_PX ? -1 : 0), true);
    }
    release();
  };
  const onClickCapture = (event: MouseEvent) => {
    if (!swallowClick) return;
    event.preventDefault();
    event.stopPropagation();
  };
  // A copy's link opens through the real slide's link, so that a site path stays a client-side navigation.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const slide = link?.closest(".banner-slide");
    const original = slide ? originals.get(slide)?.querySelector("a") : null;
    if (!original) return;
    event.preventDefault();
    original.click();
  };
  const onDragStart = (event: DragEvent) => event.preventDefault();
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hovered = true;
    window.clearTimeout(timer);
  };
  const onPointerLeave = () => {
    if (!hovered) return;
    hovered = false;
    restart();
  };
  const bulletClicks = bullets.map((bullet, index) => {
    const onBullet = () => {
      show(index);
      goTo(index + COPIES, true);
      restart();
    };
    bullet.addEventListener("click", onBullet);
    return () => bullet.removeEventListener("click", onBullet);
  });

  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
    [track, "scroll", onScroll, { passive: true }],
    [track, "scrollend", settle],
    [track, "mousedown", onMouseDown as EventListener],
    [track, "click", onClickCapture as EventListener, { capture: true }],
    [track, "click", onClick as EventListener],
    [track, "dragstart", onDragStart as EventListener],
    [track, "touchstart", hold, { passive: true }],
    [track, "touchend", release],
    [track, "touchcancel", release],
    [window, "mousemove", onMouseMove as EventListener],
    [window, "mouseup", onMouseUp as EventListener],
    [root, "pointerenter", onPointerEnter as EventListener],
    [root, "pointerleave", onPointerLeave],
    [document, "visibilitychange", restart],
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);

  goTo(COPIES, false);
  show(0);
  restart();

  return () => {
    window.clearTimeout(timer);
    window.clearTimeout(settleTimer);
    cancelAnimationFrame(frame);
    for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
    for (const remove of bulletClicks) remove();
    for (const clone of copies) clone.remove();
    root.classList.remove("banner-carousel--running", "banner-carousel--dragging");
    track.removeAttribute("aria-live");
    track.scrollLeft = 0;
  };
}
