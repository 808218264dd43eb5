#pragma once
// Merged polygon meshes for the 3D pod: every box is a run of quads in one vtkPolyData with
// per-point RGB colours, so a whole campus is a handful of actors and a recolour only rewrites a
// byte array (no per-object actors, no per-frame allocation).

#include <vtkSmartPointer.h>
#include <array>
#include <cstdint>

#include "scene/scene_layout.h"

class vtkPolyData;
class vtkPoints;
class vtkCellArray;
class vtkUnsignedCharArray;

namespace podtwin::views::scene {

using Rgb = std::array<std::uint8_t, 3>;

/// Faces of a box in the order addBox() writes them (bottom faces are never drawn).
enum BoxFace : int { kFacePosX = 0, kFaceNegX, kFaceTop, kFacePosZ, kFaceNegZ, kBoxFaces };

/// Baked flat shading per face (lighting is off, so a colour on screen is exactly the colour
/// written here): top faces full brightness, sides darker, as if lit from above.
double faceShade(int face);
Rgb shade(const Rgb& c, double factor);

/// Bit mask of BoxFace values.
inline constexpr unsigned kAllFaces = (1u << kBoxFaces) - 1;

/// A box in a mesh: its first point and which faces it has (4 points each, in BoxFace order).
struct BoxRef {
  int first = 0;
  unsigned faces = kAllFaces;
  /// Points of the box (4 per face present).
  int pointCount() const;
  /// First point of a face, or -1 if the box has no such face.
  int facePoint(int face) const;
};

class MeshBuilder {
 public:
  MeshBuilder();
  /// Appends the faces of a box in `faces` (default: the five visible ones; faces hidden against
  /// a neighbour can be left out).
  BoxRef addBox(const Box& b, unsigned faces = kAllFaces);
  /// Appends one axis-aligned quad facing ±z at depth z (4 points); returns its first point.
  int addQuadZ(double x0, double y0, double x1, double y1, double z);
  /// Appends a horizontal quad at height y (4 points); returns its first point.
  int addQuadY(double x0, double z0, double x1, double z1, double y);
  /// Colours one box's faces from a base colour with faceShade().
  void colorBox(const BoxRef& box, const Rgb& base);
  /// Colours one face of a box (no-op when the box has no such face).
  void colorFace(const BoxRef& box, int face, const Rgb& c);
  void colorQuad(int firstPoint, const Rgb& c);
  vtkPolyData* polyData() const;
  /// If a colour changed since the last call, marks the mesh modified so the mapper re-uploads
  /// it, and returns true; an unchanged mesh is left alone (no upload, no render needed).
  bool colorsModified();
  int pointCount() const;

 private:
  void addQuad(const std::array<std::array<double, 3>, 4>& p);
  vtkSmartPointer<vtkPolyData> m_poly;
  vtkSmartPointer<vtkPoints> m_points;
  vtkSmartPointer<vtkCellArray> m_quads;
  vtkSmartPointer<vtkUnsignedCharArray> m_colors;
  bool m_colorsDirty = true;
};

/// Line segments along the 12 edges of boxes (outlines for alarms and selection).
vtkSmartPointer<vtkPolyData> makeOutlines(const std::vector<Box>& boxes);

}  // namespace podtwin::views::scene
