import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPopupController,
  markerClearance,
  POPUP_CLOSE_DELAY_MS,
  POPUP_OPEN_DELAY_MS,
  type PopupController,
  popupPlacement,
} from './markerPopup';

describe('popup controller', () => {
  let popup: PopupController;
  beforeEach(() => {
    vi.useFakeTimers();
    popup = createPopupController();
  });
  afterEach(() => vi.useRealTimers());

  it('opens once the pointer rested on a pin, not while it sweeps over pins', () => {
    popup.hover('a');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS - 10);
    popup.hover('b');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS - 10);
    popup.hover(null);
    vi.advanceTimersByTime(1000);
    expect(popup.get()).toBeNull();

    popup.hover('c');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    expect(popup.get()).toBe('c');
  });

  it('closes after the grace time once the pointer left the pin, unless it came back', () => {
    popup.hover('a');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    popup.hover(null);
    vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 50);
    popup.hover('a');
    vi.advanceTimersByTime(1000);
    expect(popup.get()).toBe('a');

    popup.hover(null);
    vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS);
    expect(popup.get()).toBeNull();
  });

  it('stays open while the pointer is in the popup and closes after it left both', () => {
    popup.hover('a');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    popup.hover(null); // the gap between pin and popup
    vi.advanceTimersByTime(100);
    popup.enterPopup();
    vi.advanceTimersByTime(5000);
    expect(popup.get()).toBe('a');
    popup.leavePopup();
    vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1);
    expect(popup.get()).toBe('a');
    vi.advanceTimersByTime(1);
    expect(popup.get()).toBeNull();
  });

  it('stays open when the pointer goes from the popup straight back onto its pin', () => {
    popup.hover('a');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    // The map sees no pointer moves over the popup: the pin is still the hovered one.
    popup.enterPopup();
    popup.leavePopup();
    vi.advanceTimersByTime(5000);
    expect(popup.get()).toBe('a');
  });

  it('shows one popup at a time: another hovered pin replaces it', () => {
    const seen: (string | null)[] = [];
    popup.subscribe(() => seen.push(popup.get()));
    popup.hover('a');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    popup.hover('b');
    expect(popup.get()).toBeNull();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    expect(popup.get()).toBe('b');
    expect(seen).toEqual(['a', null, 'b']);
  });

  it('closes at once when dismissed and opens again only on a new hover', () => {
    popup.hover('a');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    popup.dismiss();
    expect(popup.get()).toBeNull();
    popup.hover('a');
    vi.advanceTimersByTime(1000);
    expect(popup.get()).toBeNull();
    popup.hover(null);
    popup.hover('a');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    expect(popup.get()).toBe('a');
  });

  it('drops a pending open when dismissed (the map starts moving)', () => {
    popup.hover('a');
    popup.dismiss();
    vi.advanceTimersByTime(1000);
    expect(popup.get()).toBeNull();
  });
});

describe('popup placement', () => {
  const mapSize = [900, 700] as const;
  const popupSize = [300, 150] as const;

  it('keeps clear of the hovered pin and the star at every zoom', () => {
    // Zoom 15 and up: pin 40 px, hovered 50 px, star top 58 px.
    expect(markerClearance(18)).toBe(64);
    expect(markerClearance(15)).toBe(64);
    // Zoom 8 and below: pin 20 px, hovered 26 px, star top 33.6 px.
    expect(markerClearance(6)).toBe(40);
    expect(markerClearance(11)).toBeGreaterThan(markerClearance(6));
  });

  it('sits above the pin, centred, with the arrow at the pin', () => {
    const placement = popupPlacement({ pixel: [450, 350], mapSize, popupSize, clearance: 64 });
    expect(placement).toEqual({ positioning: 'bottom-center', offset: [0, -64], arrowX: 150 });
  });

  it('goes below the location when there is no room above', () => {
    const placement = popupPlacement({ pixel: [450, 120], mapSize, popupSize, clearance: 64 });
    expect(placement.positioning).toBe('top-center');
    expect(placement.offset[1]).toBeGreaterThan(0);
  });

  it('takes the side with more room when it fits neither', () => {
    const small = [900, 260] as const;
    expect(popupPlacement({ pixel: [450, 100], mapSize: small, popupSize, clearance: 64 }).positioning).toBe(
      'top-center',
    );
    expect(popupPlacement({ pixel: [450, 200], mapSize: small, popupSize, clearance: 64 }).positioning).toBe(
      'bottom-center',
    );
  });

  it('shifts sideways to stay inside the map and keeps the arrow on the pin', () => {
    const left = popupPlacement({ pixel: [40, 350], mapSize, popupSize, clearance: 64 });
    // Centred, its left edge would be at -110; it moves to the 8 px margin.
    expect(left.offset[0]).toBe(118);
    expect(left.arrowX).toBe(32);
    const right = popupPlacement({ pixel: [895, 350], mapSize, popupSize, clearance: 64 });
    expect(right.offset[0]).toBe(-153);
    // The arrow keeps off the rounded corner.
    expect(right.arrowX).toBe(282);
  });

  it('starts at the margin in a map narrower than the popup', () => {
    const placement = popupPlacement({ pixel: [150, 350], mapSize: [310, 700], popupSize, clearance: 64 });
    expect(placement.offset[0]).toBe(8);
  });

  it('keeps clear of the map controls along an edge', () => {
    const inset = { top: 8, right: 60, bottom: 8, left: 60 };
    const right = popupPlacement({ pixel: [850, 350], mapSize, popupSize, clearance: 64, inset });
    // Its right edge ends 60 px before the map's: left edge at 540 instead of 700.
    expect(right.offset[0]).toBe(540 - 700);
    expect(right.arrowX).toBe(282);
    const left = popupPlacement({ pixel: [100, 350], mapSize, popupSize, clearance: 64, inset });
    expect(left.offset[0]).toBe(60 - -50);
  });
});
