import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chakraTheme from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem, themeConfig } from '.';

// The theme keeps only what the app uses (index.ts): these checks fail when a screen or a kept recipe names a palette,
// colour, keyframe or style the theme left out, which would otherwise render unstyled without an error.

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

const CHAKRA_PALETTES = Object.keys(chakraTheme.tokens.colors).filter((name) => !['transparent', 'current', 'black', 'white'].includes(name));
const hasColor = (path: string) => appSystem().tokens.getByName(`colors.${path}`) !== undefined;

/** Every string literal of the app's sources, with the file it is in. */
function literals(): { file: string; value: string }[] {
  return sources.flatMap(({ file, text }) => [...text.matchAll(/(['"])([\w.-]+)\1/g)].map((m) => ({ file, value: m[2]! })));
}

describe('the theme keeps every token the app uses', () => {
  it('has the semantic tokens of every colour palette the app names', () => {
    const named = new Set<string>();
    for (const { text } of sources) for (const m of text.matchAll(/colorPalette=["']([\w]+)["']/g)) named.add(m[1]!);
    // Palettes picked at run time (CRM labels, statuses) are named as plain strings: any literal that is a palette's name.
    for (const { value } of literals()) if (CHAKRA_PALETTES.includes(value) || value === 'brand') named.add(value);
    expect(named.size).toBeGreaterThan(5);
    const missing = [...named].filter((palette) => !['solid', 'contrast', 'fg', 'subtle', 'muted', 'emphasized', 'focusRing', 'border'].every((k) => hasColor(`${palette}.${k}`)));
    expect(missing).toEqual([]);
  });

  it('resolves every colour token a screen names (fg.muted, gray.900, brand.fg, …)', () => {
    const roots = new Set([...CHAKRA_PALETTES, 'brand', 'bg', 'fg', 'border']);
    const named = literals().filter(({ value }) => /^[a-zA-Z]+\.[\w]+$/.test(value) && roots.has(value.split('.')[0]!));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(({ value }) => !hasColor(value))).toEqual([]);
  });

  it("has every keyframe, text style, layer style and animation style the kept recipes name, and no other keyframe", () => {
    const theme = themeConfig.theme!;
    const keyframes = new Set(Object.keys(theme.keyframes ?? {}));
    const animations = theme.tokens?.animations as Record<string, { value: string }>;
    const missing: string[] = [];
    const used = new Set<string>();
    const check = (key: string, value: unknown) => {
      if (typeof value !== 'string') return;
      if (key === 'textStyle' && !theme.textStyles?.[value]) missing.push(`textStyle ${value}`);
      if (key === 'layerStyle' && !theme.layerStyles?.[value]) missing.push(`layerStyle ${value}`);
      if (key === 'animationStyle' && !theme.animationStyles?.[value]) missing.push(`animationStyle ${value}`);
      if (key === 'animationName') {
        for (const name of value.split(',').map((n) => n.trim())) {
          used.add(name);
          if (!keyframes.has(name)) missing.push(`keyframes ${name}`);
        }
      }
      if (key === 'animation' && value !== 'none') {
        const first = value.split(' ')[0]!;
        const name = animations[first] ? animations[first].value.split(' ')[0]! : first;
        used.add(name);
        if (!keyframes.has(name)) missing.push(`keyframes ${name} (animation ${value})`);
      }
    };
    const walk = (node: unknown, key = '') => {
      if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, ['base', '_rtl', '_ltr'].includes(k) ? key : k);
      else check(key, node);
    };
    walk({ ...theme.recipes, ...theme.slotRecipes, ...theme.animationStyles });
    expect(missing).toEqual([]);
    // And nothing kept that no recipe or animation style names: each one is start-up work.
    expect([...keyframes].filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('the theme keeps the recipe of every Chakra component the app renders', () => {
  it('has a recipe for each component imported from @chakra-ui/react that Chakra styles with one (Textarea: textarea, DataList: dataList)', () => {
    const imported = new Set(
      sources.flatMap(({ text }) =>
        [...text.matchAll(/import \{([^}]+)\} from '@chakra-ui\/react'/g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, ''))),
      ),
    );
    const chakraRecipes = new Set(Object.keys(chakraTheme).filter((name) => /(Slot)?Recipe$/.test(name)).map((name) => name.replace(/(Slot)?Recipe$/, '')));
    const kept = new Set([...Object.keys(themeConfig.theme?.recipes ?? {}), ...Object.keys(themeConfig.theme?.slotRecipes ?? {})]);
    const styled = [...imported].map((name) => name.charAt(0).toLowerCase() + name.slice(1)).filter((key) => chakraRecipes.has(key));
    expect(styled).toContain('textarea');
    expect(styled.filter((key) => !kept.has(key))).toEqual([]);
  });
});
