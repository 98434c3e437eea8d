//! A first, plain rendering of faces (shapes and text), standing in until the atlas lands.

use super::{CardView, Look};
use crate::store::Preferences;
use egui::{Color32, FontId, Rect, Shape, Stroke, StrokeKind, vec2};

pub struct Batch {
    shapes: Vec<Shape>,
    ctx: egui::Context,
}

impl Batch {
    pub fn new(ctx: &egui::Context, _prefs: &Preferences) -> Self {
        Self {
            shapes: Vec::new(),
            ctx: ctx.clone(),
        }
    }

    fn highlight(&mut self, rect: Rect, radius: f32, look: Look) {
        let colour = if look.refused {
            Some(Color32::from_rgb(220, 60, 50))
        } else if look.selected {
            Some(Color32::from_rgb(40, 140, 230))
        } else if look.hinted {
            Some(Color32::from_rgb(240, 180, 30))
        } else {
            None
        };
        if let Some(colour) = colour {
            self.shapes.push(Shape::rect_filled(
                rect,
                radius,
                colour.gamma_multiply(0.35),
            ));
            self.shapes.push(Shape::rect_stroke(
                rect,
                radius,
                Stroke::new(2.0, colour),
                StrokeKind::Inside,
            ));
        }
    }

    pub fn card(&mut self, rect: Rect, view: CardView, look: Look) {
        let w = rect.width();
        let radius = (w * 0.08).clamp(1.0, 255.0);
        match view {
            CardView::Up(card) => {
                self.shapes
                    .push(Shape::rect_filled(rect, radius, Color32::WHITE));
                let colour = if card.is_red() {
                    Color32::from_rgb(200, 30, 30)
                } else {
                    Color32::BLACK
                };
                let text = card.to_string();
                let galley = self
                    .ctx
                    .fonts_mut(|f| f.layout_no_wrap(text, FontId::proportional(w * 0.28), colour));
                let pos = rect.left_top() + vec2(w * 0.06, w * 0.04);
                self.shapes.push(Shape::galley(pos, galley, colour));
            }
            CardView::Down => {
                self.shapes.push(Shape::rect_filled(
                    rect,
                    radius,
                    Color32::from_rgb(40, 70, 150),
                ));
            }
        }
        self.shapes.push(Shape::rect_stroke(
            rect,
            radius,
            Stroke::new(1.0, Color32::from_gray(90)),
            StrokeKind::Inside,
        ));
        if look.dimmed {
            self.shapes.push(Shape::rect_filled(
                rect,
                radius,
                Color32::from_black_alpha(60),
            ));
        }
        self.highlight(rect, radius, look);
    }

    pub fn gem(&mut self, rect: Rect, kind: u8, look: Look) {
        const COLOURS: [Color32; 7] = [
            Color32::from_rgb(220, 40, 40),
            Color32::from_rgb(240, 140, 20),
            Color32::from_rgb(240, 220, 40),
            Color32::from_rgb(40, 180, 60),
            Color32::from_rgb(40, 120, 230),
            Color32::from_rgb(150, 60, 200),
            Color32::from_rgb(230, 230, 230),
        ];
        let colour = COLOURS[usize::from(kind) % COLOURS.len()];
        self.shapes.push(Shape::circle_filled(
            rect.center(),
            rect.width() * 0.38,
            colour,
        ));
        self.highlight(rect, rect.width() * 0.1, look);
    }

    pub fn take(&mut self) -> Vec<Shape> {
        std::mem::take(&mut self.shapes)
    }
}
