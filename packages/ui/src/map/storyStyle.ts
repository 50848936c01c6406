/**
 * A style that needs no network (land colour only), for stories and tests: in Storybook no server answers
 * `/jade/api/map/style.json`.
 */
export const OFFLINE_STORY_MAP_STYLE: Record<string, unknown> = {
  version: 8,
  name: 'Box (stories)',
  sources: {},
  layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#eef0ea' } }],
};
