// The demo page written beside a bundle: the script tag and the element, nothing else, so what a
// site owner copies is what they see working.

import type { GamePlan } from './plan';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
  );
}

export function demoPage(plan: GamePlan): string {
  const title = escapeHtml(plan.title);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
    <script type="module" src="./${plan.tag}.js"></script>
    <style>
      body { margin: 0 auto; max-width: 1100px; padding: 0.5rem; font-family: system-ui, sans-serif; }
    </style>
  </head>
  <body>
    <!-- One person against bots; attributes: seats, seed, options, bot-delay, save-key (docs/embedding.md). -->
    <${plan.tag} seats="human"></${plan.tag}>
  </body>
</html>
`;
}
