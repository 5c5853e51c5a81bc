// The header's language switch, on pages that redraw in place (the match and the replay).
//
// Without this module the switch is a plain form: POST /language/, then the page again in the
// new language. With it, the choice is kept the same way (the session, and the profile of a
// signed-in user), then the page changes language without being loaded again: the web client's
// words (Django's JavaScript catalog for the new language), the page's own words (the same
// page's HTML in the new language: the header and every element marked data-i18n or
// data-i18n-label), then each listener of onLanguageChange fetches its texts again (views,
// log, components) and redraws, keeping its state.

const csrfToken = () => document.querySelector('meta[name="csrf-token"]')?.content ?? "";
const listeners = [];

/** Call `redraw(language)` after the page switched language. */
export function onLanguageChange(redraw) {
  listeners.push(redraw);
  if (listeners.length === 1) document.addEventListener("submit", intercept);
}

/** The page's language now (<html lang>). */
export const pageLanguage = () => document.documentElement.lang || "en";

function intercept(event) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.id !== "language-switch") return;
  const code = event.submitter?.value;
  if (!code) return;
  event.preventDefault();
  switchLanguage(code).catch(() => form.submit());
}

/** Load the JavaScript catalog of `code` in place of the page's (the script is a file of the
 * site: the content security policy allows no inline script and no eval). */
function loadCatalog(code) {
  if (window.django) window.django.catalog = {};
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `/jsi18n/?lang=${encodeURIComponent(code)}`;
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
  });
}

/** The page's own words in the new language, from the same page's HTML. */
async function translatePage(code) {
  const response = await fetch(`${location.pathname}?lang=${encodeURIComponent(code)}`, { credentials: "same-origin" });
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  document.title = page.title;
  const header = page.getElementById("top");
  if (header) document.getElementById("top")?.replaceChildren(...header.childNodes);
  const mine = [...document.querySelectorAll("[data-i18n]")].filter((el) => !el.closest("#top"));
  const theirs = [...page.querySelectorAll("[data-i18n]")].filter((el) => !el.closest("#top"));
  mine.forEach((el, i) => {
    if (theirs[i]) el.replaceChildren(...[...theirs[i].childNodes].map((node) => document.importNode(node, true)));
  });
  const labelled = document.querySelectorAll("[data-i18n-label]");
  const labels = page.querySelectorAll("[data-i18n-label]");
  labelled.forEach((el, i) => {
    const label = labels[i]?.getAttribute("aria-label");
    if (label) el.setAttribute("aria-label", label);
  });
}

export async function switchLanguage(code) {
  const answer = await fetch("/language/", {
    method: "POST",
    credentials: "same-origin",
    headers: { "X-CSRFToken": csrfToken(), "X-Requested-With": "fetch" },
    body: new URLSearchParams({ language: code }),
  });
  if (!answer.ok) throw new Error(`the language was not kept (${answer.status})`);
  await loadCatalog(code);
  await translatePage(code);
  document.documentElement.lang = code;
  for (const redraw of listeners) await redraw(code);
  document.documentElement.dataset.languageSwitched = code;
}
