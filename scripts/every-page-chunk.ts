// The client build's chunk of what every page loads (decision 022): the modules that React
// Router's client entry and the root route import statically, directly or through others. Left
// to itself the bundler cuts them into a dozen small files, one per set of routes sharing them,
// and a phone on a slow network pays a round trip for each before the page can start.

type ModuleGraph = {
  getModuleInfo(id: string): { importers: string[]; isEntry: boolean } | null;
};

const EVERY_PAGE_ENTRY = [
  /[\\/]app[\\/]root\.tsx\?__react-router-build-client-route$/,
  /[\\/]entry\.client\.tsx$/,
];

/** Vite's helper for dynamic imports: under 1 KB, and several pages load a part on demand. */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;

/** A code-splitting group's name function: "site" for modules every page loads, else none. */
export function everyPageChunk(name = "site") {
  const known = new Map<string, boolean>();
  const loadedByEveryPage = (id: string, graph: ModuleGraph, path: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const info = graph.getModuleInfo(id);
    if (!info) return false;
    if (info.isEntry) return EVERY_PAGE_ENTRY.some((entry) => entry.test(id));
    path.add(id);
    const result = info.importers.some(
      (importer) => !path.has(importer) && loadedByEveryPage(importer, graph, path),
    );
    path.delete(id);
    known.set(id, result);
    return result;
  };
  return (id: string, graph: ModuleGraph) =>
    PRELOAD_HELPER.test(id) ||
    (!graph.getModuleInfo(id)?.isEntry && loadedByEveryPage(id, graph, new Set()))
      ? name
      : null;
}
