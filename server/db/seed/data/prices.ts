import type { SeedVariationConfig } from './types.ts';
import type { Rng } from './util.ts';
import { must } from '../../../../common/must.ts';

/** Price presets in whole euros. Ordinary cards never exceed 300 euro. */

const fixedPresets: number[][] = [
  [10, 25, 50, 100],
  [20, 50, 100],
  [25, 50, 75, 100],
  [15, 30, 50, 75],
  [50, 100, 150],
  [10, 20, 30, 50],
  [25, 50, 100, 150, 200],
  [10, 25, 50],
];

const premiumFixedPresets: number[][] = [
  [50, 100, 150, 200],
  [50, 100, 200, 250],
  [75, 150, 300],
  [30, 60, 90, 120],
];

const customPresets: [number, number][] = [
  [10, 150],
  [10, 250],
  [20, 200],
  [15, 300],
  [5, 100],
  [25, 250],
  [10, 200],
];

const premiumCustomPresets: [number, number][] = [
  [25, 300],
  [50, 300],
  [30, 250],
];

const highValuePresets: SeedVariationConfig[] = [
  { fixedValues: null, min: 25, max: 500 },
  { fixedValues: [100, 250, 400], min: 100, max: 400 },
  { fixedValues: [50, 100, 250, 500], min: 50, max: 500 },
  { fixedValues: null, min: 50, max: 500 },
];

/** Categories whose cards are usually worth more (trips, experiences, spa days). */
const premiumCategories = new Set(['viaggi', 'esperienze', 'benessere']);

function fixed(values: number[]): SeedVariationConfig {
  return { fixedValues: values.slice(), min: must(values[0], 'a fixed price list is not empty'), max: must(values.at(-1), 'a fixed price list is not empty') };
}

function custom([min, max]: [number, number]): SeedVariationConfig {
  return { fixedValues: null, min, max };
}

export function pickConfig(rng: Rng, category: string, fixedProbability: number): SeedVariationConfig {
  const premium = premiumCategories.has(category);
  if (rng.chance(fixedProbability)) return fixed(rng.pick(premium ? premiumFixedPresets : fixedPresets));
  return custom(rng.pick(premium ? premiumCustomPresets : customPresets));
}

export function pickHighValueConfig(rng: Rng): SeedVariationConfig {
  const preset = rng.pick(highValuePresets);
  return { fixedValues: preset.fixedValues ? preset.fixedValues.slice() : null, min: preset.min, max: preset.max };
}

export function copyConfig(config: SeedVariationConfig): SeedVariationConfig {
  return { fixedValues: config.fixedValues ? config.fixedValues.slice() : null, min: config.min, max: config.max };
}

export const donationConfig = (): SeedVariationConfig => ({ fixedValues: null, min: 5, max: 500 });
export const blankConfig = (): SeedVariationConfig => ({ fixedValues: null, min: 10, max: 250 });

/** Custom range offered when the card is picked with the choice (all-in-one) card. */
export function pickRedeemRange(rng: Rng, donation: boolean): { min: number; max: number } {
  if (donation) return { min: 5, max: 150 };
  return { min: rng.pick([5, 10, 10, 10, 15, 20, 25]), max: rng.pick([100, 150, 150, 150, 150]) };
}
