/**
 * The application form's one line of script (decision 027): a résumé larger than the receiver
 * takes is refused at its field when chosen and when the form is sent, before a byte of it
 * leaves the phone (on a slow connection, 7 MB is minutes of upload for a 413). The words are
 * the page's own, drawn hidden under the field in its language; the script only shows them,
 * marks the field invalid and keeps the form from being sent. It is constant, so the server's
 * Content Security Policy allows it by its hash (server/app.ts), as the header's line
 * (services-reset.ts). Without script the field's hint says the limit, and the receiver answers
 * a body over it from its Content-Length, before reading it (server/careers/apply-routes.ts).
 */
export const resumeSizeScript =
  '(function(){var i=document.getElementById("apply-resume"),m=document.getElementById("apply-resume-size");if(!i||!m)return;var f=i.closest(".field"),d=i.getAttribute("aria-describedby")||"",a=i.getAttribute("aria-invalid"),v=f.hasAttribute("data-invalid");function c(){var o=!!(i.files&&i.files[0]&&i.files[0].size>Number(i.dataset.maxBytes));m.hidden=!o;i.setAttribute("aria-describedby",o?(d+" "+m.id).trim():d);if(o||a)i.setAttribute("aria-invalid","true");else i.removeAttribute("aria-invalid");f.toggleAttribute("data-invalid",o||v);return o}i.addEventListener("change",c);i.form.addEventListener("submit",function(e){if(c()){e.preventDefault();i.focus()}})})()';
