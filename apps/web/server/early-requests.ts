import { cardPagePath } from "./route-preloads";

/**
 * The API reads a page with a session starts with, asked by the page itself before its JavaScript
 * has arrived: the member (`GET /User/me`, every page) and, on a card's page, the card
 * (`GET /Card/{id}`, unless the address asks for a version). The app would ask them only after
 * its code, the OIDC client and the member had loaded, one after the other; src/lib/early-requests.ts
 * hands the answers to the first requests for the same paths made with the same token.
 */
export function earlyApiPaths(url: string): string[] {
  const [pathname = "", query = ""] = url.split("?");
  const card = cardPagePath.exec(pathname);
  const asksVersion = new URLSearchParams(query).has("version");
  return card?.[1] && !asksVersion ? ["/User/me", `/Card/${card[1]}`] : ["/User/me"];
}

/**
 * An inline script that starts `paths` with the stored access token (the one oidc-client-ts keeps
 * in local storage, when it has at least a minute left) and keeps each answer's promise in
 * `window.__KEEN_EARLY__`: `{ token, status, data }` for a 2xx JSON answer, otherwise null. Nothing
 * without such a token (no session) or an API address; a failure is null, and the app then asks
 * as usual.
 */
export function earlyRequestScript(paths: string[]): string {
  if (paths.length === 0) return "";
  return `<script>(function(){try{var api=(window.__KEEN_CONFIG__||{}).VITE_API_URL,t;if(!api||!window.fetch)return;for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i)||"";if(k.indexOf("oidc.user:")!==0)continue;var u=JSON.parse(localStorage.getItem(k)||"null");if(u&&u.access_token&&u.expires_at*1000>Date.now()+60000)t=u.access_token}if(!t)return;var e=window.__KEEN_EARLY__={};${JSON.stringify(paths)}.forEach(function(p){e[p]=fetch(api.replace(/\\/$/,"")+p,{headers:{Accept:"application/json",Authorization:"Bearer "+t}}).then(function(r){return r.ok?r.json().then(function(d){return{token:t,status:r.status,data:d}}):null}).catch(function(){return null})})}catch(x){}})()</script>`;
}
