import { createContext, type ReactNode, useContext } from 'react';

interface BoxRootScope {
  /** True inside a widget's shadow root, whose stylesheets the element adopted already. */
  stylesAdopted: boolean;
}

const BoxRootContext = createContext<BoxRootScope | null>(null);

export interface BoxRootProps {
  /** CSS texts this subtree needs (e.g. `boxUiCss` plus a widget's own). Ignored inside a shadow root. */
  styles?: readonly string[];
  className?: string;
  children?: ReactNode;
}

/** A short stable key for a CSS text, so React dedupes the same sheet rendered by several widgets. */
function sheetKey(css: string): string {
  let hash = 5381;
  for (let i = 0; i < css.length; i++) hash = ((hash << 5) + hash + css.charCodeAt(i)) | 0;
  return `box-css-${(hash >>> 0).toString(36)}`;
}

function Sheets({ styles }: { styles: readonly string[] }) {
  // React 19 hoists `<style href precedence>` into <head> once per href, however many widgets render it. A widget
  // may list a sheet twice (two primitives sharing one), and test runs that skip CSS give empty texts.
  return [...new Set(styles)].filter(Boolean).map((css) => {
    const key = sheetKey(css);
    return (
      <style key={key} href={key} precedence="box">
        {css}
      </style>
    );
  });
}

/**
 * The `.box-root` element every design token and primitive class is scoped under. Nested roots collapse into
 * the outer one (a widget's React export inside a host that already wraps its page), and inside a shadow root
 * the sheets are not injected again because the element adopted them.
 */
export function BoxRoot({ styles = [], className, children }: BoxRootProps) {
  const scope = useContext(BoxRootContext);
  const sheets = scope?.stylesAdopted ? null : <Sheets styles={styles} />;
  if (scope) {
    return (
      <>
        {sheets}
        {children}
      </>
    );
  }
  return (
    <BoxRootContext value={{ stylesAdopted: false }}>
      <div className={className ? `box-root ${className}` : 'box-root'}>
        {sheets}
        {children}
      </div>
    </BoxRootContext>
  );
}

const shadowScope: BoxRootScope = { stylesAdopted: true };

/**
 * Marks a subtree as rendered inside a widget's shadow root, whose mount point is already the `.box-root` and
 * whose stylesheets are adopted: `<BoxRoot>` inside it adds neither a wrapper nor `<style>` tags.
 */
export function ShadowRootScope({ children }: { children?: ReactNode }) {
  return <BoxRootContext value={shadowScope}>{children}</BoxRootContext>;
}
