/**
 * The forms' zod resolver, one import for every form. zod runs jitless in the browser, as the
 * boot script sets it before any script (components/layout/boot-script.tsx), so the policy
 * records no eval.
 */
export { zodResolver } from '@hookform/resolvers/zod';
