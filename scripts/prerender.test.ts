import { describe, expect, it } from 'vitest';
import { disableControls } from './prerender';

describe('disableControls', () => {
  it('disables every control that needs the app', () => {
    expect(disableControls('<div><input type="email" name="email"><button type="submit">Subscribe</button></div>')).toBe(
      '<div><input disabled="" type="email" name="email"><button disabled="" type="submit">Subscribe</button></div>',
    );
    expect(disableControls('<select id="c"></select><textarea></textarea><input disabled="">')).toBe(
      '<select disabled="" id="c"></select><textarea disabled=""></textarea><input disabled="">',
    );
  });

  it('leaves the controls of a form with an action working: it posts without the app (issue 12 item 11)', () => {
    const portal = '<form method="post" action="/student-portal"><input name="username"><input name="password" type="password"><button type="submit">Sign In</button></form>';
    const newsletter = '<form novalidate=""><input name="email"><button>Subscribe</button></form>';
    expect(disableControls(`${newsletter}${portal}<button>Menu</button>`)).toBe(
      '<form novalidate=""><input disabled="" name="email"><button disabled="">Subscribe</button></form>' +
        portal +
        '<button disabled="">Menu</button>',
    );
  });
});
