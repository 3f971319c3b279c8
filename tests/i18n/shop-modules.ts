import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The shop's own modules as far as texts in the browser go, read with the TypeScript parser: which
 * are client modules, which namespaces they ask `useTranslations` for, what they import, and which
 * components a server module renders between a nested intl provider's tags.
 */
export interface ShopModule {
  file: string;
  /** Starts with 'use client'. */
  client: boolean;
  /** First segment of each `useTranslations('Ns')` / `useTranslations('Ns.sub')`. */
  namespaces: string[];
  /** `useTranslations` calls whose namespace is not written out, so no one can check it. */
  unwritten: number;
  /** Modules it may run, as far as a shopper's page goes: see `follows`. */
  imports: Array<{ file: string; names: string[] }>;
  /** Provider component (e.g. `CheckoutIntl`) → the names used between its tags (the components it wraps). */
  wrapped: Map<string, string[]>;
  /** Names used outside any provider's tags (and outside import statements). */
  usedOutside: Set<string>;
}

const ROOT = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'lib', 'stores', 'i18n'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `@/x`, `./x`, `../x` to a file of the shop; a package gives null. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? relative(ROOT, join(ROOT, dirname(from), specifier))
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
  }
  return null;
}

/** The names a piece of code uses: outside any nested provider's tags, and between each one's tags. */
interface Uses {
  outside: Set<string>;
  wrapped: Map<string, Set<string>>;
}

function read(file: string, providers: ReadonlySet<string>): ShopModule {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const first = source.statements[0];
  const mod: ShopModule = {
    file,
    client:
      !!first &&
      ts.isExpressionStatement(first) &&
      ts.isStringLiteral(first.expression) &&
      first.expression.text === 'use client',
    namespaces: [],
    unwritten: 0,
    imports: [],
    wrapped: new Map(),
    usedOutside: new Set(),
  };
  const tagName = (tag: ts.JsxTagNameExpression) => tag.getText(source).split('.')[0]!;
  /** The names of the file's own (not exported) declaration being read, if any. */
  let declaring: string[] = [];

  const visit = (node: ts.Node, uses: Uses, provider: string | null): void => {
    if (ts.isImportDeclaration(node)) {
      const target = ts.isStringLiteral(node.moduleSpecifier) ? resolve(file, node.moduleSpecifier.text) : null;
      const clause = node.importClause;
      if (!target || clause?.isTypeOnly) return;
      const names: string[] = [];
      if (clause?.name) names.push(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings))
        names.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text));
      // A bare `import './x'` runs the module: it is always followed.
      if (!clause || names.length > 0) mod.imports.push({ file: target, names: clause ? names : [] });
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolve(file, node.moduleSpecifier.text);
      if (target && !node.isTypeOnly) mod.imports.push({ file: target, names: [] });
      return;
    }
    if (ts.isCallExpression(node)) {
      const [arg] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && arg && ts.isStringLiteralLike(arg)) {
        // `const X = dynamic(() => import('./x'))`: the module runs where X is rendered, as if
        // imported under the name X.
        const target = resolve(file, arg.text);
        if (target) mod.imports.push({ file: target, names: [...declaring] });
      }
      if (ts.isIdentifier(node.expression) && node.expression.text === 'useTranslations') {
        if (arg && ts.isStringLiteralLike(arg)) mod.namespaces.push(arg.text.split('.')[0]!);
        else mod.unwritten++;
      }
    }
    if (ts.isJsxElement(node) && providers.has(tagName(node.openingElement.tagName))) {
      const name = tagName(node.openingElement.tagName);
      if (!uses.wrapped.has(name)) uses.wrapped.set(name, new Set());
      uses.outside.add(name);
      // What a provider shows in place of its island (`fallback`, `failed`) renders outside it.
      visit(node.openingElement.attributes, uses, provider);
      node.children.forEach((child) => visit(child, uses, name));
      return;
    }
    if (ts.isIdentifier(node)) (provider ? uses.wrapped.get(provider)! : uses.outside).add(node.text);
    ts.forEachChild(node, (child) => visit(child, uses, provider));
  };

  // What each top-level declaration uses, apart: a component of this file rendered between a
  // provider's tags (and nowhere else) runs under that provider, with all it renders.
  const fresh = (): Uses => ({ outside: new Set(), wrapped: new Map() });
  const local = new Map<string, Uses>();
  const exported = fresh();
  for (const statement of source.statements) {
    const names = ts.isFunctionDeclaration(statement)
      ? [statement.name?.text ?? '']
      : ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : ''))
        : [];
    const isExported =
      ts.canHaveModifiers(statement) &&
      !!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const uses = isExported || names.length === 0 ? exported : fresh();
    declaring = uses === exported ? [] : names;
    visit(statement, uses, null);
    if (uses !== exported) for (const name of names) local.set(name, uses);
  }
  /** The names `start` leads to through this file's own declarations. */
  const closure = (start: Iterable<string>, next: (uses: Uses) => string[]) => {
    const found = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (found.has(name)) continue;
      found.add(name);
      const uses = local.get(name);
      if (uses) queue.push(...next(uses));
    }
    return found;
  };
  const everything = (uses: Uses) => [uses.outside, ...uses.wrapped.values()].flatMap((names) => [...names]);
  mod.usedOutside = closure(exported.outside, (uses) => [...uses.outside]);
  const reached = [exported, ...[...mod.usedOutside].flatMap((name) => local.get(name) ?? [])];
  for (const provider of providers) {
    const start = reached.flatMap((uses) => [...(uses.wrapped.get(provider) ?? [])]);
    if (start.length > 0) mod.wrapped.set(provider, [...closure(start, everything)]);
  }
  return mod;
}

/** Every module of the shop, by file. `providers`: the nested intl providers' component names. */
export function readShop(providers: Iterable<string>): Map<string, ShopModule> {
  const names = new Set(providers);
  return new Map(SOURCE_DIRS.flatMap(sourceFiles).map((file) => [file, read(file, names)]));
}

/**
 * The modules an import leads to on a page: a component imported only to be rendered between a
 * nested provider's tags runs under that provider, not under the one of the module importing it.
 */
export function follows(mod: ShopModule): string[] {
  return mod.imports
    .filter(({ names }) => names.length === 0 || names.some((name) => mod.usedOutside.has(name)))
    .map(({ file }) => file);
}

/**
 * The client modules that run when `roots` render: each client module ('use client') they reach,
 * and everything a client module imports (hooks, shared components), which runs in the browser too.
 */
export function clientModulesFrom(shop: Map<string, ShopModule>, roots: string[]): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string, inClient: boolean) => {
    const mod = shop.get(file);
    const client = inClient || !!mod?.client;
    if (!mod || seen.has(`${file}|${client}`)) return;
    seen.add(`${file}|${client}`);
    if (client) found.add(file);
    for (const next of follows(mod)) walk(next, client);
  };
  for (const root of roots) walk(root, false);
  return found;
}
