/**
 * Analytics names of safety mode (issue 21), beside SPEC 2.3's button names, which the screens
 * name where they fire them. `view_safety_card`: an event of its own, once per room and kind in a
 * document, with `safety_mode`. `call_safety_service`: a button_click with `service_id` (a key of
 * the contract's `SAFETY_SERVICES`) and `safety_mode`.
 */
export const VIEW_SAFETY_CARD = 'view_safety_card';
export const CALL_SAFETY_SERVICE = 'call_safety_service';
