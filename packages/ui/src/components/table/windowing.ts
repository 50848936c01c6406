// The windowed rows of a virtual Table are their own entry (`@box/ui/virtual-rows`), handed to the Table by the
// widgets that window (`virtual.windowRows`, `virtual.pageRows`): a library whose tables never window never meets
// the virtualiser, and one that windows only in a lazily loaded part keeps it in that part's chunk (esbuild's
// splitting follows ui's barrel, so an export there would tie it to every widget's first load; issue 19).
export { PageScrollRows } from './PageScrollRows';
export { VirtualRows, type VirtualRowsProps } from './VirtualRows';
