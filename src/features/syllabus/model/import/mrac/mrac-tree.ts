import type { RdfNode } from './rdf-nodes';

/**
 * The curriculum tree of an MRAC file. Parents name children with `hasChild` and children name
 * parents with `isChildOf`; ACARA's files do not always say both (the AC9 Mathematics Level nodes
 * list their strands but not their achievement standard), so a node's children are the union:
 * its `hasChild` list in order, then any other node that names it as parent, in file order.
 */
export type MracTree = {
  nodes: Map<string, RdfNode>;
  childrenOf(uri: string): RdfNode[];
  parentsOf(node: RdfNode): RdfNode[];
};

export function buildMracTree(nodes: Map<string, RdfNode>): MracTree {
  const claimedBy = new Map<string, RdfNode[]>();
  const byOrder = [...nodes.values()].sort((a, b) => a.documentOrder - b.documentOrder);
  for (const node of byOrder) {
    for (const parent of node.parents) {
      const list = claimedBy.get(parent);
      if (list === undefined) claimedBy.set(parent, [node]);
      else list.push(node);
    }
  }
  const childrenOf = (uri: string): RdfNode[] => {
    const parent = nodes.get(uri);
    const seen = new Set<string>();
    const children: RdfNode[] = [];
    const add = (child: RdfNode | undefined) => {
      if (child === undefined || seen.has(child.uri)) return;
      seen.add(child.uri);
      children.push(child);
    };
    for (const childUri of parent?.children ?? []) add(nodes.get(childUri));
    for (const child of claimedBy.get(uri) ?? []) add(child);
    return children;
  };
  const parentsOf = (node: RdfNode): RdfNode[] => {
    const parents: RdfNode[] = [];
    for (const uri of node.parents) {
      const parent = nodes.get(uri);
      if (parent !== undefined) parents.push(parent);
    }
    for (const candidate of byOrder) {
      if (candidate.children.includes(node.uri) && !parents.includes(candidate))
        parents.push(candidate);
    }
    return parents;
  };
  return { nodes, childrenOf, parentsOf };
}
