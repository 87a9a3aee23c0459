import { describe, expect, it } from 'vitest';
import {
  newestJobsFirst,
  recommendedIn,
  removeBulletHtml,
  skillsProfileTitles,
  skillsValue,
} from './skills-values';

const list = (...items: string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;

describe('job titles for the recommendations', () => {
  it('asks with the job titles of the stored work entries first', () => {
    expect(
      skillsProfileTitles([{ jobtitle: 'Koch' }, { jobtitle: ' Kellner ' }], [{ fieldOStudy: 'BWL' }]),
    ).toEqual(['Koch', 'Kellner', 'BWL']);
  });
  it('falls back to the field of study without jobs', () => {
    expect(skillsProfileTitles([], [{ fieldOStudy: 'Informatik' }])).toEqual(['Informatik']);
    expect(skillsProfileTitles(null, null)).toEqual([]);
  });
  it('asks with the newest job first: the current one, else the latest end date', () => {
    const older = {
      jobtitle: 'Kellner',
      startYear: '2019',
      startMonth: 'May',
      endYear: '2022',
      endMonth: 'June',
    };
    const current = {
      jobtitle: 'Kauffrau im Einzelhandel',
      startYear: '2022',
      startMonth: 'July',
      check: true,
    };
    expect(skillsProfileTitles([older, current], null)).toEqual(['Kauffrau im Einzelhandel', 'Kellner']);
    const latest = { jobtitle: 'Koch', startYear: '2015', endYear: '2023', endMonth: 'March' };
    expect(skillsProfileTitles([older, latest], null)).toEqual(['Koch', 'Kellner']);
  });
  it('orders undated jobs last and keeps ties in the order entered', () => {
    const jobs = [{ jobtitle: 'A' }, { jobtitle: 'B', startYear: '2010' }, { jobtitle: 'C' }];
    expect(newestJobsFirst(jobs).map((job) => job.jobtitle)).toEqual(['B', 'A', 'C']);
  });
  it('leaves out empty and repeated titles', () => {
    expect(skillsProfileTitles([{ jobtitle: '' }, { jobtitle: 'Koch' }, { jobtitle: 'Koch' }], null)).toEqual(
      ['Koch'],
    );
  });
});

describe('recommended list', () => {
  const html = list('Kochtechniken nutzen.', '<strong>Abfall beseitigen</strong>', 'Eigene Idee');
  it('keeps the catalogue items the text contains, ignoring formatting and the final full stop', () => {
    expect(recommendedIn(html, ['Kochtechniken nutzen', 'Abfall beseitigen', 'Desserts zubereiten'])).toEqual(
      ['Kochtechniken nutzen', 'Abfall beseitigen'],
    );
  });
  it('lists an item once', () => {
    expect(recommendedIn(html, ['Abfall beseitigen', 'abfall beseitigen'])).toEqual(['Abfall beseitigen']);
  });
  it('is part of the stored value; no text stores nothing', () => {
    expect(skillsValue(list('Abfall beseitigen'), ['Abfall beseitigen'])).toEqual({
      data: list('Abfall beseitigen'),
      recommended: ['Abfall beseitigen'],
    });
    expect(skillsValue('<ul><li><p></p></li></ul>', ['Abfall beseitigen'])).toBeNull();
  });
});

describe('unchecking a skill', () => {
  it('removes its bullet and keeps the others', () => {
    expect(removeBulletHtml(list('Kochtechniken nutzen', 'Abfall beseitigen'), 'Abfall beseitigen')).toEqual({
      html: list('Kochtechniken nutzen'),
      removed: true,
    });
  });
  it('ignores case, formatting and the final full stop', () => {
    expect(removeBulletHtml(list('<em>abfall Beseitigen.</em>'), 'Abfall beseitigen')).toEqual({
      html: '',
      removed: true,
    });
  });
  it('leaves a longer line alone and says so', () => {
    const html = list('Abfall beseitigen und Küche reinigen');
    expect(removeBulletHtml(html, 'Abfall beseitigen')).toEqual({ html, removed: false });
  });
});
