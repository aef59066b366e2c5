/** Whether two head elements are the same tag (a title; a meta by name or property; a link by rel). */
function counterparts(a: Element, b: Element): boolean {
  if (a.tagName !== b.tagName) return false;
  const same = (name: string) => a.getAttribute(name) === b.getAttribute(name);
  switch (a.tagName) {
    case 'TITLE':
      return true;
    case 'META':
      return a.hasAttribute('name') ? same('name') : a.hasAttribute('property') && same('property');
    case 'LINK':
      return same('rel');
    default:
      return false;
  }
}

/**
 * After hydration React has rendered the page's own head tags; the build's copies (marked data-prerendered)
 * would shadow them on later navigations (the first <title> wins). Each copy goes once React's counterpart is
 * there, and stays otherwise, so the document never loses its title.
 */
export function dropPrerenderedHead(head: HTMLHeadElement = document.head): void {
  const own = [...head.children].filter((node) => !node.hasAttribute('data-prerendered'));
  for (const node of head.querySelectorAll('[data-prerendered]')) {
    if (own.some((other) => counterparts(node, other))) node.remove();
  }
}
