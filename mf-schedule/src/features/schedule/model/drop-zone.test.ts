import { dropZoneId, parseDropZoneId } from './drop-zone';

describe('drop zone ids', () => {
  it('name a week and a position as week-{w}-{p}', () => {
    expect(dropZoneId({ weekNumber: 3, position: 2 })).toBe('week-3-2');
    expect(dropZoneId({ weekNumber: 18, position: 7 })).toBe('week-18-7');
  });

  it('parse back to the slot they name', () => {
    expect(parseDropZoneId('week-3-2')).toEqual({ weekNumber: 3, position: 2 });
    expect(parseDropZoneId('week-18-7')).toEqual({ weekNumber: 18, position: 7 });
    expect(parseDropZoneId(dropZoneId({ weekNumber: 1, position: 1 }))).toEqual({ weekNumber: 1, position: 1 });
  });

  it('read as no destination when they name nothing a game can land on', () => {
    for (const id of [
      null,
      undefined,
      7,
      '',
      'week-3',
      'week-0-1',
      'week-19-1',
      'week-3-0',
      'week--1-2',
      'week-3-2-1',
      'week-3.5-2',
      'matchup-12',
      ' week-3-2',
    ]) {
      expect(parseDropZoneId(id)).toBeNull();
    }
  });
});
