import { chunkReloadGuard } from '@/lib/chunk-reload';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@/lib/storage-keys';

/**
 * Runs before first paint: clears the shop's storage when its version changed, hides the
 * dismissed notice bar through an attribute on <html> (so the page never jumps after hydration),
 * marks an empty cart (the cart and checkout pages then paint their empty state with the HTML
 * instead of after hydration), and starts the chunk-reload guard. Tiny and inline on purpose; it must not wait for the bundle.
 *
 * It also sets zod's shared configuration (`globalThis.__zod_globalConfig`, which zod reads when it
 * loads) to jitless before any script runs. Building an object schema probes `Function('')` to
 * decide whether to compile a faster parser; our Content-Security-Policy forbids eval, so Chrome
 * records a violation. Set from a module, the setting raced the forms' schemas: a schema chunk
 * that arrived before it still probed. The server keeps its compiled parsers.
 */
const code = `self.__zod_globalConfig={jitless:true};(function(){try{var s=localStorage,v=${JSON.stringify(STORAGE_VERSION)},k=${JSON.stringify(STORAGE_VERSION_KEY)};
if(s.getItem(k)!==v){${JSON.stringify(Object.values(STORAGE_KEYS))}.forEach(function(x){s.removeItem(x)});s.setItem(k,v)}
var d=document.documentElement,n=s.getItem(${JSON.stringify(STORAGE_KEYS.topNotice)});if(n&&JSON.parse(n).state.hidden)d.setAttribute('data-notice-hidden','');
var c=s.getItem(${JSON.stringify(STORAGE_KEYS.cart)});if(!c||!(JSON.parse(c).state.lines||[]).length)d.setAttribute('data-cart-empty','')}catch(e){}})();
${chunkReloadGuard}`;

export function BootScript() {
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
