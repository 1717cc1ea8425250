import { describe, expect, it } from 'vitest';
import { WIDGET_SETTING } from '@cockpit/core/widgets';
import { widgetSettingBody } from '../routes';

describe('the dashboard-settings body', () => {
  it('names exactly the widget preference record, so the call cannot write another setting', () => {
    const { properties } = widgetSettingBody as unknown as { properties: Record<string, { const?: string }> };
    expect({ clientId: properties.ClientId.const, owner: properties.Owner.const, key: properties.Key.const }).toEqual(WIDGET_SETTING);
  });
});
