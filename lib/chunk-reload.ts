import { STORAGE_KEYS } from './storage-keys';

/**
 * When a part of the application fails to load (a new deploy removed the old chunks),
 * reload the page — at most once per 60 s, so a chunk that is really gone cannot loop.
 *
 * The guard is a plain script inlined at the top of <body> (components/layout/boot-script.tsx),
 * not a React effect: the usual failure after a deploy is a chunk of the first page load, before
 * anything has hydrated. It hears script and stylesheet load errors of our own bundle (capture
 * phase: they do not bubble), ChunkLoadError and failed dynamic imports.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const MESSAGE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i;

/** ES5, self-contained: it runs before any bundle and cannot import anything. */
export const chunkReloadGuard = `(function(){var k=${JSON.stringify(STORAGE_KEYS.chunkReload)},p=new RegExp(${JSON.stringify(MESSAGE.source)},'i');
function isChunk(r,t){if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK'))return String(t.src||t.href||'').indexOf('/_next/static/')>=0;
if(!r)return false;var n=typeof r==='object'&&r.name?String(r.name):'',m=typeof r==='string'?r:typeof r==='object'&&r.message?String(r.message):'';
return n==='ChunkLoadError'||p.test(m)}
function reloadOnce(r,t){if(!isChunk(r,t))return;try{var l=Number(sessionStorage.getItem(k));if(l&&Date.now()-l<${CHUNK_RELOAD_GUARD_MS})return;
sessionStorage.setItem(k,String(Date.now()))}catch(e){return}location.reload()}
addEventListener('error',function(e){reloadOnce(e.error||e.message,e.target)},true);
addEventListener('unhandledrejection',function(e){reloadOnce(e.reason)})})();`;
