#include "scene/scene_geometry.h"

#include <vtkCellArray.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkUnsignedCharArray.h>
#include <algorithm>
#include <bit>
#include <cmath>

namespace podtwin::views::scene {

double faceShade(int face) {
  switch (face) {
    case kFaceTop:
      return 1.0;
    case kFacePosZ:
    case kFaceNegZ:
      return 0.82;
    default:
      return 0.64;
  }
}

Rgb shade(const Rgb& c, double factor) {
  Rgb out;
  for (int i = 0; i < 3; ++i) {
    out[i] = static_cast<std::uint8_t>(std::clamp(std::lround(c[i] * factor), 0L, 255L));
  }
  return out;
}

int BoxRef::pointCount() const {
  return 4 * std::popcount(faces);
}

int BoxRef::facePoint(int face) const {
  if ((faces & (1u << face)) == 0) return -1;
  return first + 4 * std::popcount(faces & ((1u << face) - 1u));
}

MeshBuilder::MeshBuilder() {
  m_poly = vtkSmartPointer<vtkPolyData>::New();
  m_points = vtkSmartPointer<vtkPoints>::New();
  m_points->SetDataTypeToFloat();
  m_quads = vtkSmartPointer<vtkCellArray>::New();
  m_colors = vtkSmartPointer<vtkUnsignedCharArray>::New();
  m_colors->SetNumberOfComponents(3);
  m_colors->SetName("colors");
  m_poly->SetPoints(m_points);
  m_poly->SetPolys(m_quads);
  m_poly->GetPointData()->SetScalars(m_colors);
}

vtkPolyData* MeshBuilder::polyData() const {
  return m_poly;
}

int MeshBuilder::pointCount() const {
  return static_cast<int>(m_points->GetNumberOfPoints());
}

void MeshBuilder::addQuad(const std::array<std::array<double, 3>, 4>& p) {
  vtkIdType ids[4];
  for (int i = 0; i < 4; ++i) {
    ids[i] = m_points->InsertNextPoint(p[i].data());
    const unsigned char grey[3] = {128, 128, 128};
    m_colors->InsertNextTypedTuple(grey);
  }
  m_quads->InsertNextCell(4, ids);
}

BoxRef MeshBuilder::addBox(const Box& b, unsigned faces) {
  const BoxRef ref{pointCount(), faces & kAllFaces};
  const auto& lo = b.min;
  const auto& hi = b.max;
  // Counter-clockwise seen from outside, in BoxFace order (back faces can be culled).
  const std::array<std::array<std::array<double, 3>, 4>, kBoxFaces> quads{{
      {{{hi[0], lo[1], lo[2]},
        {hi[0], hi[1], lo[2]},
        {hi[0], hi[1], hi[2]},
        {hi[0], lo[1], hi[2]}}},
      {{{lo[0], lo[1], lo[2]},
        {lo[0], lo[1], hi[2]},
        {lo[0], hi[1], hi[2]},
        {lo[0], hi[1], lo[2]}}},
      {{{lo[0], hi[1], lo[2]},
        {lo[0], hi[1], hi[2]},
        {hi[0], hi[1], hi[2]},
        {hi[0], hi[1], lo[2]}}},
      {{{lo[0], lo[1], hi[2]},
        {hi[0], lo[1], hi[2]},
        {hi[0], hi[1], hi[2]},
        {lo[0], hi[1], hi[2]}}},
      {{{lo[0], lo[1], lo[2]},
        {lo[0], hi[1], lo[2]},
        {hi[0], hi[1], lo[2]},
        {hi[0], lo[1], lo[2]}}},
  }};
  for (int f = 0; f < kBoxFaces; ++f) {
    if ((ref.faces & (1u << f)) != 0) addQuad(quads[static_cast<std::size_t>(f)]);
  }
  return ref;
}

int MeshBuilder::addQuadZ(double x0, double y0, double x1, double y1, double z) {
  const int first = pointCount();
  addQuad({{{x0, y0, z}, {x1, y0, z}, {x1, y1, z}, {x0, y1, z}}});
  return first;
}

int MeshBuilder::addQuadY(double x0, double z0, double x1, double z1, double y) {
  const int first = pointCount();
  addQuad({{{x0, y, z0}, {x0, y, z1}, {x1, y, z1}, {x1, y, z0}}});
  return first;
}

void MeshBuilder::colorQuad(int firstPoint, const Rgb& c) {
  unsigned char* p = m_colors->GetPointer(3 * static_cast<vtkIdType>(firstPoint));
  for (int i = 0; i < 4; ++i, p += 3) {
    if (p[0] != c[0] || p[1] != c[1] || p[2] != c[2]) {
      p[0] = c[0];
      p[1] = c[1];
      p[2] = c[2];
      m_colorsDirty = true;
    }
  }
}

void MeshBuilder::colorFace(const BoxRef& box, int face, const Rgb& c) {
  const int p = box.facePoint(face);
  if (p >= 0) colorQuad(p, c);
}

void MeshBuilder::colorBox(const BoxRef& box, const Rgb& base) {
  for (int f = 0; f < kBoxFaces; ++f) {
    colorFace(box, f, shade(base, faceShade(f)));
  }
}

bool MeshBuilder::colorsModified() {
  if (!m_colorsDirty) return false;
  m_colorsDirty = false;
  m_colors->Modified();
  m_poly->Modified();
  return true;
}

vtkSmartPointer<vtkPolyData> makeOutlines(const std::vector<Box>& boxes) {
  auto poly = vtkSmartPointer<vtkPolyData>::New();
  auto pts = vtkSmartPointer<vtkPoints>::New();
  auto lines = vtkSmartPointer<vtkCellArray>::New();
  for (const Box& b : boxes) {
    vtkIdType base = pts->GetNumberOfPoints();
    for (int i = 0; i < 8; ++i) {
      pts->InsertNextPoint((i & 1) ? b.max[0] : b.min[0], (i & 2) ? b.max[1] : b.min[1],
                           (i & 4) ? b.max[2] : b.min[2]);
    }
    static constexpr int kEdges[12][2] = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {0, 2}, {1, 3},
                                          {4, 6}, {5, 7}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};
    for (const auto& e : kEdges) {
      vtkIdType ids[2] = {base + e[0], base + e[1]};
      lines->InsertNextCell(2, ids);
    }
  }
  poly->SetPoints(pts);
  poly->SetLines(lines);
  return poly;
}

}  // namespace podtwin::views::scene
