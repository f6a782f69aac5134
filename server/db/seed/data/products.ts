import type { SeedBrandDef, SeedChannel, SeedProduct, SeedVariationConfig } from './types.ts';
import { fashionBrands, restaurantBrands, travelBrands } from './brands-a.ts';
import { beautyBrands, bookBrands, sportBrands, techBrands } from './brands-b.ts';
import { entertainmentBrands, experienceBrands, homeBrands, kidsBrands } from './brands-c.ts';
import { foodBrands, musicBrands, petBrands, wellnessBrands } from './brands-d.ts';
import { donationBrands } from './donations.ts';
import { choiceCard } from './choice.ts';
import { blankCards, testCard } from './specials.ts';
import { cardPalette } from './colors.ts';
import { buildLocations } from './locations.ts';
import { copyConfig, donationConfig, pickConfig, pickHighValueConfig, pickRedeemRange } from './prices.ts';
import { categoryTexts, closings, genericOpenings, locationSentences, originCities, originSentences } from './texts.ts';
import { createRng, joinItalian, prepA, readableTextColor, slugify } from './util.ts';
import type { Rng } from './util.ts';
import { must } from '../../../../common/must.ts';

export const brandDefs: SeedBrandDef[] = [
  ...fashionBrands,
  ...restaurantBrands,
  ...travelBrands,
  ...techBrands,
  ...sportBrands,
  ...beautyBrands,
  ...bookBrands,
  ...experienceBrands,
  ...homeBrands,
  ...kidsBrands,
  ...entertainmentBrands,
  ...wellnessBrands,
  ...foodBrands,
  ...musicBrands,
  ...petBrands,
  ...donationBrands,
];

/** Categories whose cards are mostly spent online; the others are mostly spent on site. */
const onlineCategories = new Set(['tecnologia', 'libri', 'moda', 'casa']);
const experienceCategories = new Set(['esperienze', 'viaggi', 'benessere']);

function usageType(def: SeedBrandDef, hasLocations: boolean, rng: Rng): string {
  if (def.usage) return def.usage;
  if (def.channel === 'digital') return experienceCategories.has(def.cat) ? 'esperienza' : 'online';
  if (hasLocations || def.cat === 'ristoranti') return 'negozio';
  if (experienceCategories.has(def.cat)) return 'esperienza';
  if (onlineCategories.has(def.cat)) return rng.chance(0.7) ? 'online' : 'negozio';
  return rng.chance(0.75) ? 'negozio' : 'online';
}

function titleFor(def: SeedBrandDef): string {
  if (def.title) return def.title;
  return def.cat === 'donazioni' ? `Donazione ${prepA(def.name)}` : `Gift card ${def.name}`;
}

function channelFor(def: SeedBrandDef, rng: Rng): SeedChannel {
  if (def.channel) return def.channel;
  if (def.cities) return rng.chance(0.75) ? 'both' : 'digital';
  const roll = rng.next();
  if (roll < 0.45) return 'both';
  if (roll < 0.9) return 'digital';
  return 'physical';
}

function describe(def: SeedBrandDef, channel: SeedChannel, cityNames: string[], locationCount: number, rng: Rng): string {
  const donation = def.cat === 'donazioni';
  const texts = must(categoryTexts[def.cat], `every brand's category has texts (${def.cat})`);
  const openings = donation || def.cat === 'ristoranti' ? texts.openings : [...texts.openings, ...genericOpenings];
  const sentences: string[] = [rng.pick(openings)(def.name, def.hook)];
  if (locationCount > 0) {
    sentences.push(rng.pick(locationSentences)(locationCount, joinItalian(cityNames), def.cat === 'ristoranti'));
  } else if (!donation && rng.chance(0.4)) {
    sentences.push(rng.pick(originSentences)(rng.pick(originCities)));
  }
  sentences.push(rng.pick(texts.middles));
  if (donation) sentences.push(rng.pick(closings.donation));
  else if (def.wine) sentences.push(rng.pick(closings.wine));
  else sentences.push(rng.pick(closings[channel]));
  return sentences.join(' ');
}

function typesFor(def: SeedBrandDef, channel: SeedChannel, hasLocations: boolean, rng: Rng): string[] {
  if (def.cat === 'donazioni') return rng.chance(0.4) ? ['donazione', 'digitale', 'aziende'] : ['donazione', 'digitale'];
  const list: string[] = [];
  if (channel !== 'physical') list.push('digitale');
  if (channel !== 'digital') list.push('fisica');
  list.push(usageType(def, hasLocations, rng));
  if (def.thirdParty || def.highValue) list.push('aziende');
  else if (channel === 'digital' && rng.chance(0.5)) list.push('ultimo-minuto');
  return [...new Set(list)].slice(0, 3);
}

function variationConfigs(def: SeedBrandDef, channel: SeedChannel, rng: Rng): { digital: SeedVariationConfig | null; physical: SeedVariationConfig | null } {
  if (def.cat === 'donazioni') return { digital: donationConfig(), physical: null };
  const fixedProbability = def.cat === 'ristoranti' ? 0.65 : 0.5;
  const base = pickConfig(rng, def.cat, fixedProbability);
  if (def.highValue) {
    const high = pickHighValueConfig(rng);
    if (channel === 'digital') return { digital: high, physical: null };
    if (channel === 'physical') return { digital: null, physical: high };
    return rng.chance(0.5) ? { digital: high, physical: base } : { digital: base, physical: high };
  }
  if (channel === 'digital') return { digital: base, physical: null };
  if (channel === 'physical') return { digital: null, physical: base };
  const physical = rng.chance(0.6) ? copyConfig(base) : pickConfig(rng, def.cat, fixedProbability);
  return { digital: base, physical };
}

function popularityPool(): number[] {
  const values: number[] = [];
  for (let v = 2; v <= 940; v += 3) values.push(v);
  return createRng('donami-popularity').shuffle(values);
}

function buildBrandProducts(): SeedProduct[] {
  const pool = popularityPool();
  let next = 0;
  return brandDefs.map((def) => {
    const title = titleFor(def);
    const slug = slugify(title);
    const rng = createRng(`donami-seed:${slug}`);
    const donation = def.cat === 'donazioni';
    const channel: SeedChannel = donation ? 'digital' : channelFor(def, rng);
    const locations = def.cities ? buildLocations(def.name, def.cities, rng) : [];
    const cityNames = [...new Set(locations.map((l) => l.city))];
    const { digital, physical } = variationConfigs(def, channel, rng);
    const backgroundColor = rng.pick(cardPalette);
    const choiceOption = donation || (!def.outOfStock && rng.chance(0.68));
    return {
      slug,
      title,
      brand: def.name,
      description: describe(def, channel, cityNames, locations.length, rng),
      productType: donation ? 'DONATION' : channel === 'physical' ? 'GIFTCARD_PHYSICAL' : 'GIFTCARD_DIGITAL',
      categories: [...new Set([def.cat, ...(def.also ?? [])])].slice(0, 3),
      types: typesFor(def, channel, locations.length > 0, rng),
      backgroundColor,
      textColor: readableTextColor(backgroundColor),
      showHand: rng.chance(0.15),
      showShadow: rng.chance(0.7),
      digital,
      physical,
      thirdParty: def.thirdParty === true,
      containsWine: def.wine === true,
      choiceOption,
      redeem: choiceOption ? pickRedeemRange(rng, donation) : null,
      popularity: def.popularity ?? must(pool[next++], 'the pool has a popularity for every brand'),
      testCard: false,
      outOfStock: def.outOfStock === true,
      locations,
    } satisfies SeedProduct;
  });
}

export const products: SeedProduct[] = [choiceCard, ...buildBrandProducts(), ...blankCards, testCard];

/** Products that can appear in public lists (no test card). */
export function listedProducts(): SeedProduct[] {
  return products.filter((p) => !p.testCard);
}

/** Listed products sorted by popularity, most chosen first. */
export function mostChosen(): SeedProduct[] {
  return listedProducts()
    .slice()
    .sort((a, b) => b.popularity - a.popularity);
}
