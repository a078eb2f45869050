// Progressive enhancement for the identity pages: show/hide password and a live strength hint.
// The server enforces every rule; this only helps people choose before they submit.
(() => {
  for (const button of document.querySelectorAll("[data-reveal]")) {
    const input = document.getElementById(button.getAttribute("data-reveal"));
    if (!input) continue;
    button.hidden = false;
    button.setAttribute("aria-pressed", "false");
    button.addEventListener("click", () => {
      const isHidden = input.type === "password";
      input.type = isHidden ? "text" : "password";
      if (isHidden) input.setAttribute("data-revealed", "");
      else input.removeAttribute("data-revealed");
      button.textContent = isHidden ? "Hide" : "Show";
      button.setAttribute("aria-pressed", String(isHidden));
      button.setAttribute("aria-label", isHidden ? "Hide password" : "Show password");
    });
    button.setAttribute("aria-label", "Show password");
  }

  const rules = document.querySelector("[data-password-rules]");
  const meter = document.querySelector("[data-strength]");
  const password = document.getElementById("field-password");
  if (!rules || !meter || !password) return;
  const emailField = document.getElementById(rules.getAttribute("data-email-field") || "");
  const labels = ["—", "Weak", "Fair", "Good", "Strong"];

  const update = () => {
    const value = password.value;
    const email = (emailField?.value || "").trim().toLowerCase();
    const local = email.split("@")[0] || "";
    const lower = value.trim().toLowerCase();
    const isLong = value.length >= 10;
    const isNotEmail = value.length > 0 && lower !== email && !(local.length >= 3 && lower === local);
    rules.querySelector('[data-rule="0"]')?.setAttribute("data-met", String(isLong));
    rules.querySelector('[data-rule="1"]')?.setAttribute("data-met", String(isNotEmail));
    const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
    let score = 0;
    if (isLong) score++;
    if (value.length >= 14) score++;
    if (value.length >= 20) score++;
    if (classes >= 3) score++;
    if (new Set(value).size < 5) score = 0;
    const level = value.length === 0 ? 0 : Math.max(1, Math.min(4, score));
    meter.setAttribute("data-level", String(level));
    meter.querySelector("strong").textContent = labels[level];
  };
  password.addEventListener("input", update);
  emailField?.addEventListener("input", update);
  update();
})();
