import { contrastRatio, readableTextColor } from './util.ts';

/**
 * Pleasant card background colours. Only colours on which white or #1a1a1a reaches a contrast
 * ratio of at least 4.5 are kept (see `cardPalette`).
 */
const candidates: string[] = [
  '#1d3557', '#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#8ecae6', '#219ebc',
  '#023047', '#ffb703', '#fb8500', '#6a4c93', '#8338ec', '#3a86ff', '#ff006e', '#ffbe0b',
  '#0b6e4f', '#08a045', '#6b9080', '#a4c3b2', '#cce3de', '#f6fff8', '#9d0208', '#d00000',
  '#370617', '#6a040f', '#ffd6a5', '#fdffb6', '#caffbf', '#9bf6ff', '#a0c4ff', '#bdb2ff',
  '#ffc6ff', '#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#5f0f40', '#9a031e', '#0f4c5c',
  '#e36414', '#fb6f92', '#ffe5ec', '#283618', '#606c38', '#fefae0', '#dda15e', '#bc6c25',
  '#003049', '#c1121f', '#fdf0d5', '#669bbc', '#780000', '#22223b', '#4a4e69', '#c9ada7',
  '#f2e9e4', '#335c67', '#fff3b0', '#e09f3e', '#540b0e', '#14213d', '#fca311', '#e5e5e5',
];

export const cardPalette: string[] = candidates.filter((bg) => contrastRatio(bg, readableTextColor(bg)) >= 4.5);
