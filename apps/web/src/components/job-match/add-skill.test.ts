import { describe, expect, it } from 'vitest';
import { withSkill } from './add-skill';

describe('adding a skill from the job ad', () => {
  it('appends it to the last list of the Skills section', () => {
    const skills = { data: '<p>Fachlich</p><ul><li>Buchhaltung</li></ul>', recommended: ['x'] };
    expect(withSkill(skills, 'DATEV')).toEqual({
      data: '<p>Fachlich</p><ul><li>Buchhaltung</li><li>DATEV</li></ul>',
      recommended: ['x'],
    });
  });
  it('starts a list when the section is empty or has none', () => {
    expect(withSkill(null, 'SAP').data).toBe('<ul><li>SAP</li></ul>');
    expect(withSkill({ data: '<p>Text</p>', recommended: [] }, 'SAP').data).toBe(
      '<p>Text</p><ul><li>SAP</li></ul>',
    );
  });
  it('escapes the label, never inserting markup', () => {
    expect(withSkill(null, 'C++ & <b>').data).toBe('<ul><li>C++ &amp; &lt;b&gt;</li></ul>');
  });
});
