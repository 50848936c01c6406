// The legacy pages' one stylesheet: the widgets' font stack, colours and radii (packages/ui tokens) in plain CSS,
// so a framed page sits in the portal's look. Written raw into <style>: escaping would turn the font names'
// quotes into entities CSS cannot read. Colours keep WCAG AA contrast on their backgrounds.
export const SSR_STYLE = `
:root { color-scheme: light; --box-brand: #0b5a78; --box-text: #15232d; --box-muted: #4d5d69; --box-danger: #b3261e;
  --box-border: #d3dce2; --box-soft: #e4f1f6; --box-alt: #f4f7f9; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--box-text);
  background: #f3f5f8; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 1rem; }
main { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); padding: 2rem; width: 100%; max-width: 26rem; }
h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
.brand { color: var(--box-brand); font-weight: 700; letter-spacing: .02em; margin: 0 0 .5rem; }
label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
input[type=email], input[type=password], input[type=text], input[type=search], input[type=date], select {
  width: 100%; padding: .65rem .75rem; font: inherit; color: inherit; background: #fff;
  border: 1px solid #738592; border-radius: 8px; }
input[aria-invalid=true] { border-color: var(--box-danger); }
input:focus-visible, button:focus-visible, a:focus-visible, select:focus-visible { outline: 3px solid #8ab4f8; outline-offset: 2px; }
button, .button { display: inline-block; margin-top: 1.5rem; width: 100%; padding: .75rem; font: inherit; font-weight: 600;
  color: #fff; background: var(--box-brand); border: 1px solid var(--box-brand); border-radius: 8px; cursor: pointer;
  text-align: center; text-decoration: none; }
button:hover, .button:hover { background: #084660; }
.button--secondary { color: var(--box-brand); background: #fff; }
.button--secondary:hover { background: var(--box-soft); }
.error { color: var(--box-danger); background: #fdebe9; border-radius: 8px; padding: .75rem; margin: 0 0 1rem; }
.notice { color: #1a6e3f; background: #e5f4ea; border-radius: 8px; padding: .75rem; margin: 0 0 1rem; }
.field-error { color: var(--box-danger); font-size: .875rem; margin: .25rem 0 0; }
.hint { color: var(--box-muted); font-size: .875rem; margin: .25rem 0 0; }
.muted { color: var(--box-muted); font-size: .875rem; }
a { color: var(--box-brand); }

/* Wide pages (lists, forms): top-aligned, as wide as the portal's content area, no outer card. */
body.wide { display: block; padding: 1.5rem; background: var(--box-alt); }
body.wide main { max-width: 72rem; margin: 0 auto; padding: 0; background: none; box-shadow: none; border-radius: 0; }
body.wide h1 { font-size: 1.375rem; margin: 0 0 1rem; }
body.wide h2 { font-size: 1.125rem; margin: 0 0 .75rem; }
body.wide button, body.wide .button { width: auto; margin-top: 0; padding: .6rem 1.1rem; }
.crumbs ol { display: flex; flex-wrap: wrap; gap: .25rem .5rem; margin: 0 0 .75rem; padding: 0; list-style: none; font-size: .875rem; }
.crumbs li + li::before { content: "/"; margin-right: .5rem; color: var(--box-muted); }
.card { background: #fff; border: 1px solid var(--box-border); border-radius: 12px; padding: 1.25rem; margin: 0 0 1rem; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin: 1rem 0 0; }
.head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .75rem; margin: 0 0 1rem; }
body.wide .head h1 { margin: 0; }
.filters { display: flex; flex-wrap: wrap; gap: .75rem; align-items: flex-end; }
.filters > div { flex: 1 1 11rem; min-width: 0; }
.filters > .filters__date { flex-basis: 9.5rem; }
.filters label { margin: 0 0 .25rem; font-size: .875rem; }
/* One height for every control of a filter row, so labels and fields line up whatever the input type. */
.filters input, .filters select, body.wide .filters button { height: 2.75rem; padding-block: 0; }
.form-grid { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); }
fieldset { border: 0; margin: 0 0 1rem; padding: 0; min-width: 0; }
legend { font-weight: 700; font-size: 1.0625rem; padding: 0; }
.check { display: flex; gap: .75rem; align-items: flex-start; margin: .75rem 0; }
.check input { width: 1.25rem; height: 1.25rem; margin: .15rem 0 0; flex: none; accent-color: var(--box-brand); }
.check label { margin: 0; }
.check .hint { margin: 0; }
dl.facts { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: .5rem 1rem; margin: 0; }
dl.facts dt { font-weight: 600; color: var(--box-muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.stats { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr)); margin: 0 0 1rem; padding: 0; list-style: none; }
.stats li { background: #fff; border: 1px solid var(--box-border); border-radius: 12px; padding: 1rem; }
.stats strong { display: block; font-size: 1.75rem; color: var(--box-brand); }
.links { display: grid; gap: .5rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); margin: 0; padding: 0; list-style: none; }
.links a { display: block; padding: .75rem 1rem; background: #fff; border: 1px solid var(--box-border); border-radius: 10px;
  font-weight: 600; text-decoration: none; }
.links a:hover { background: var(--box-soft); }
.badge { display: inline-block; padding: .1rem .55rem; border-radius: 999px; font-size: .8125rem; font-weight: 600;
  background: var(--box-soft); color: var(--box-brand); white-space: nowrap; }
.badge--success { background: #e5f4ea; color: #1a6e3f; }
.badge--warning { background: #fff3d3; color: #7a4d00; }
.badge--fail { background: #fdebe9; color: var(--box-danger); }
.table-wrap { background: #fff; border: 1px solid var(--box-border); border-radius: 12px; overflow-x: auto; }
table.data { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
table.data th { padding: .7rem 1rem; text-align: left; font-size: .8125rem; font-weight: 600; color: var(--box-muted);
  background: var(--box-alt); border-bottom: 1px solid var(--box-border); white-space: nowrap; }
table.data td { padding: .7rem 1rem; border-bottom: 1px solid var(--box-border); vertical-align: top; }
table.data td.nowrap { white-space: nowrap; }
table.data tr:last-child td { border-bottom: 0; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.empty { padding: 1.5rem 1rem; margin: 0; color: var(--box-muted); text-align: center; }
.pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .75rem; margin: 1rem 0 0; font-size: .9375rem; }
.pager ul { display: flex; gap: .5rem; margin: 0; padding: 0; list-style: none; }
@media (max-width: 720px) {
  body.wide { padding: 1rem .75rem; }
  /* Rows become cards, each value led by its column name. */
  table.data thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.data tr { display: block; padding: .5rem 0; border-bottom: 1px solid var(--box-border); }
  table.data tr:last-child { border-bottom: 0; }
  table.data td { display: grid; grid-template-columns: 7.5rem minmax(0, 1fr); gap: .75rem; padding: .3rem 1rem; border: 0;
    overflow-wrap: anywhere; }
  table.data td.nowrap { white-space: normal; }
  table.data td > .badge { justify-self: start; }
  table.data td::before { content: attr(data-label); font-weight: 600; color: var(--box-muted); font-size: .875rem; }
  dl.facts { grid-template-columns: 1fr; gap: 0; }
  dl.facts dd { margin: 0 0 .5rem; }
}
`;
