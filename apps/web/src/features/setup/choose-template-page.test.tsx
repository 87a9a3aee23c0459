import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { renderRoute, testI18n } from '../../test/render-route';
import { ChooseTemplatePage } from './choose-template-page';

beforeAll(async () => {
  await testI18n.changeLanguage('de');
});
beforeEach(() => {
  useResumeStore.getState().reload();
});

describe('template gallery', () => {
  it('shows 12 templates and 9 colours', () => {
    renderRoute('/choose-template', <ChooseTemplatePage />);
    expect(screen.getAllByRole('button', { name: /^Vorlage wählen/ })).toHaveLength(12);
    expect(screen.getAllByRole('radio')).toHaveLength(9);
  });

  it('creates the resume token when the pointer reaches the button', () => {
    renderRoute('/choose-template', <ChooseTemplatePage />);
    expect(getItem('resumeToken')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Vorlage wählen.*Modern/ }));
    expect(getItem('resumeToken')).toMatch(/^[a-f0-9]{32}$/);
  });

  it('stores the colour when a swatch is chosen', () => {
    renderRoute('/choose-template', <ChooseTemplatePage />);
    fireEvent.click(screen.getByRole('radio', { name: 'Rubinrot' }));
    expect(getItem('templateColour')).toBe('standout-ruby');
  });

  it('stores template id, index and style name, then opens the build-method screen', () => {
    renderRoute('/choose-template', <ChooseTemplatePage />);
    fireEvent.click(screen.getByRole('button', { name: /Vorlage wählen.*Modern/ }));
    expect(getItem('templateId')).toBe(4);
    expect(getItem('templateIndex')).toBe(6);
    expect(getItem('templateStyleName')).toBe('styleTempDBSix');
    expect(getItem('resumeToken')).toMatch(/^[a-f0-9]{32}$/);
    expect(screen.getByTestId('where').textContent).toBe('/build-method');
  });
});
