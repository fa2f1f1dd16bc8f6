import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * House rule 16: every action button sends one request per intent, through `useSingleFlight`
 * (src/lib/use-single-flight.ts). An action is a call made with intent 'action' or 'money' (see
 * src/lib/http/client.ts), the logout, or any TanStack mutation. This finds, in the code that
 * renders buttons, every use of an action that is not inside a `useSingleFlight(...)` argument.
 */

const root = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const parse = (path: string, text = readFileSync(path, 'utf8')) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** Exported function names of the modules that send actions (and the logout). */
function actionNames(files: string[]): Set<string> {
  const names = new Set<string>(['logout']);
  for (const path of files) {
    if (path.includes(`${join('lib', 'http')}`)) continue;
    const text = readFileSync(path, 'utf8');
    if (!/intent: '(action|money)'/.test(text)) continue;
    parse(path, text).forEachChild((node) => {
      const exported = ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) return;
      if (ts.isFunctionDeclaration(node) && node.name) names.add(node.name.text);
      if (ts.isVariableStatement(node))
        for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    });
  }
  return names;
}

const insideSingleFlight = (node: ts.Node): boolean => {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'useSingleFlight') return true;
  }
  return false;
};

/** An identifier that names a value in use (not a declaration, a member or an object key). */
const isReference = (node: ts.Identifier) => {
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAccessExpression(parent)) return false;
  const named = parent as ts.Node & { name?: ts.Node };
  return !(
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent)) &&
    named.name === node
  );
};

/** Uses of an action outside useSingleFlight in one UI module, as `file:line text`. */
export function unguardedActions(source: ts.SourceFile, actions: Set<string>): string[] {
  const handles = new Set<string>(); // const call = useWithdraw(): `call` is an action too
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(process.cwd(), source.fileName)}:${line + 1} ${node.getText().slice(0, 60)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      actions.has(node.initializer.expression.text)
    ) {
      handles.add(node.name.text);
      visit(node.name);
      return;
    }
    if (ts.isPropertyAccessExpression(node) && /^mutate(Async)?$/.test(node.name.text) && !insideSingleFlight(node)) {
      report(node);
      return;
    }
    if (ts.isIdentifier(node) && isReference(node)) {
      const name = node.text;
      const plainAction = actions.has(name) && !name.startsWith('use');
      if ((plainAction || handles.has(name)) && !insideSingleFlight(node)) report(node);
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && handles.has(node.expression.text)) {
      if (!insideSingleFlight(node)) report(node);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where buttons live: screens, feature components, the shell and shared components. */
const isUi = (path: string) => {
  const rel = relative(root, path);
  return /^features\/[^/]+\/(routes|components)\//.test(rel) || /^(app|components|core\/nav)\//.test(rel);
};

describe('one request per intent (house rule 16)', () => {
  const files = sourceFiles(root);
  const actions = actionNames(files);

  it('knows the actions (a sample of money, sign-in and other buttons)', () => {
    for (const name of ['withdraw', 'useWithdraw', 'sendRecharge', 'drawRedPacket', 'claimFanshui', 'useLogin', 'useApplyActivity', 'sendUnbind', 'logout']) {
      expect(actions).toContain(name);
    }
  });

  it('every action a screen or component starts goes through useSingleFlight', () => {
    const found = files.filter(isUi).flatMap((path) => unguardedActions(parse(path), actions));
    expect(found).toEqual([]);
  });

  it('finds an action outside it (the 报名参与 double tap)', () => {
    const bad = parse(
      'src/features/x/routes/bad.tsx',
      `const apply = useApplyActivity();
       const guarded = useSingleFlight(() => apply.mutateAsync(1));
       const a = <Button onClick={() => apply.mutate(id)} />;
       const b = <Button onClick={() => void logout()} />;
       const c = <Button onClick={claimFanshui} />;
       const d = useSingleFlight(claimFanshui);`,
    );
    expect(unguardedActions(bad, actions).map((s) => s.split(' ')[1])).toEqual(['apply.mutate', 'logout', 'claimFanshui']);
  });
});
