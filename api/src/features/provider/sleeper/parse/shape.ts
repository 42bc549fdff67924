/**
 * Reading Sleeper's JSON defensively (docs/sleeper.md §4): ids arrive as strings or numbers
 * (a draft pick's roster_id is either), flags as true, false or null, and fields come and go
 * between seasons. Every reader here tolerates what we do not need and throws
 * SleeperShapeError, naming the field, when something we need is missing.
 */

import { isObject, number, text, type JsonObject } from '../../json-values';

export { isObject, number, text, type JsonObject };

export class SleeperShapeError extends Error {}

export function requireObject(value: unknown, what: string): JsonObject {
  if (!isObject(value)) throw new SleeperShapeError(`Sleeper's ${what} is not an object`);
  return value;
}

export function requireArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new SleeperShapeError(`Sleeper's ${what} is not a list`);
  return value;
}

/** A positive whole number from 3 or "3" (roster ids, rounds, weeks); null otherwise. */
export function count(value: unknown): number | null {
  const parsed = number(value);
  return parsed !== null && Number.isInteger(parsed) && parsed >= 0 ? parsed : null;
}

export function requireText(object: JsonObject, key: string, what: string): string {
  const value = text(object[key]);
  if (value === null || value === '') throw new SleeperShapeError(`Sleeper's ${what} has no ${key}`);
  return value;
}

export function requireCount(object: JsonObject, key: string, what: string): number {
  const value = count(object[key]);
  if (value === null) throw new SleeperShapeError(`Sleeper's ${what} has no ${key}`);
  return value;
}

/** A list of player ids (strings; a number is read as its digits), skipping nulls. */
export function idList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(text).filter((id): id is string => id !== null);
}
